import type { Browser } from 'playwright-core';
import { seedDemo, type SeedDemoResult } from '@sauti/cli/commands/demo/seed-demo';
import { TestClient } from '@sauti/http/testing/client';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import { launchChromium } from './chromium.js';
import { openForwarder, type Forwarder } from './forwarder.js';
import { ensureWebBuilt } from './web-build.js';

/** The app serving the built web app, a demo organisation, two jobs to interview for, and Chromium. */
export interface ScreensWorld {
  forwarder: Forwarder;
  server: TestApp;
  browser: Browser;
  seeded: SeedDemoResult;
  /** An active job with `questions`, and the same job asking for the identity check. */
  jobId: string;
  identityJobId: string;
  close(): Promise<void>;
}

/**
 * Everything the suites that walk every screen (accessibility, layout) start from: the real app
 * behind a forwarder (PUBLIC_URL is known before it starts), the demo data of a busy
 * organisation signed into as its HR user, and Chromium with a fake camera and a microphone that
 * speaks a sentence.
 */
export async function startScreensWorld(options: {
  env: Record<string, string>;
  hrPassword: string;
  job: { title: string; description: string; questions: string[] };
}): Promise<ScreensWorld> {
  const forwarder = await openForwarder();
  const server = await startTestApp(
    { PUBLIC_URL: forwarder.url, ...options.env },
    { webDistDir: ensureWebBuilt() },
  );
  forwarder.forwardTo(server.url);
  const seeded = await seedDemo(server.app, { password: options.hrPassword, audio: false });
  const hr = new TestClient(server.url);
  const login = await hr.post('/api/login', { email: seeded.hr.email, password: options.hrPassword });
  if (login.status !== 200) throw new Error(`the demo HR user could not sign in: ${login.status}`);
  const job = async (extra: Record<string, string>) => {
    const created = await hr.post('/api/jobs', { ...options.job, status: 'active', ...extra });
    if (created.status !== 201) throw new Error(`the job could not be created: ${created.status}`);
    return created.body.id as string;
  };
  const jobId = await job({});
  const identityJobId = await job({ requireIdentityVerification: 'true' });
  const wav = await speechFile('My name is Amani and I am joining from Arusha today', { format: 'wav' });
  const browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
  return {
    forwarder,
    server,
    browser,
    seeded,
    jobId,
    identityJobId,
    async close() {
      await browser.close();
      await server.stop();
      await forwarder.close();
    },
  };
}
