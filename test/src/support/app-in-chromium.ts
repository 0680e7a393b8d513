import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { launchChromium } from './chromium.js';
import { ensureWebBuilt } from './web-build.js';

/** The app and a Chromium shared by one browser file (read them inside tests, after beforeAll). */
export interface AppInChromium {
  readonly server: TestApp;
  readonly browser: Browser;
  /** Uncaught errors of the test's pages (see registeredHrPage); must be none after each test. */
  readonly pageErrors: string[];
}

/**
 * Registers the hooks of a browser file: one app serving the built web app (with `env`) and one
 * Chromium for all its tests, closed after them; each test must end with no uncaught page error.
 * Does nothing when `run` is false (no Chromium on a developer machine).
 */
export function appInChromium(run: boolean, env: Record<string, string> = {}): AppInChromium {
  let server: TestApp | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    if (!run) return;
    server = await startTestApp(env, { webDistDir: ensureWebBuilt() });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });
  return {
    get server() {
      if (!server) throw new Error('the app is not started (read it inside a test)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched (read it inside a test)');
      return browser;
    },
    pageErrors,
  };
}
