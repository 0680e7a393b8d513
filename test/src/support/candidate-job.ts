import type { Page } from 'playwright-core';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp, type TestRuntime } from '@sauti/http/testing/test-app';
import { ensureWebBuilt } from './web-build.js';

/** The questions of the job a candidate opens in the page-weight, Lighthouse and accessibility runs. */
export const CANDIDATE_JOB_QUESTIONS = ['Tell us about yourself.', 'Why do you want this role?'];

/** The real app serving the built web app, with one active job a candidate can open. */
export interface CandidateJobApp {
  server: TestApp;
  jobId: string;
  /** `/interview/{jobId}`: the candidate route. */
  candidatePath: string;
  /** The HR user who published the job, signed in: more jobs are made through the API as theirs. */
  hr: TestClient;
}

/**
 * Starts the app with the web build (offline speech, so nothing leaves loopback), registers an
 * HR user and publishes one job through the HTTP API, as an HR user would.
 */
export async function startCandidateJobApp(
  env: Record<string, string> = {},
  runtime: TestRuntime = {},
): Promise<CandidateJobApp> {
  const server = await startTestApp(
    { TTS_PROVIDER: 'offline', STT_PROVIDER: 'pocketsphinx', ...env },
    { webDistDir: ensureWebBuilt() },
    runtime,
  );
  try {
    const hr = new TestClient(server.url);
    await signUp(
      server,
      { email: 'hr@mbuyu-freight.co.tz', password: 'weigh the page 1', firstName: 'H', lastName: 'R' },
      hr,
    );
    const job = await hr.post('/api/jobs', {
      title: 'Warehouse Supervisor',
      description: 'Run the night shift of a busy warehouse.',
      questions: CANDIDATE_JOB_QUESTIONS,
      status: 'active',
    });
    if (job.status !== 201) throw new Error(`creating the job answered ${job.status}: ${job.text}`);
    const jobId = (job.body as { id: string }).id;
    return { server, jobId, candidatePath: `/interview/${jobId}`, hr };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Fills the interview's intake as a candidate would (name, phone, `email`, consent) and starts. */
export async function startInterviewAs(page: Page, email: string, name = 'Neema Mushi'): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill('+255 712 345 678');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
}
