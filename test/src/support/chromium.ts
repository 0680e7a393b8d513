import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; the browser suites never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser suites can run. In CI a missing Chromium is a failure (the suite throws),
 * never a silent skip; on a developer machine the suite is skipped with a printed reason.
 */
export function chromiumAvailable(): boolean {
  const present = existsSync(CHROMIUM_PATH);
  if (!present && process.env.CI)
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: .ci/run must install it`);
  if (!present)
    console.warn(`browser suite SKIPPED: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
  return present;
}

/** Headless Chromium with the flags this closed network needs, plus any extra (fake media devices). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}
