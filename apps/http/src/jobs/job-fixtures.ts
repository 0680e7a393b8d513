import { expect } from 'vitest';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { TestClient } from '../testing/client.js';
import { signUp, signUpColleague } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** A complete job form as the editor sends it. */
export const job = {
  title: 'Customer Support Agent',
  description: 'Answer customer calls and emails for our Nairobi office.',
  location: 'Nairobi',
  companyName: 'Acme Logistics',
  jobType: 'full-time',
  skills: ['Swahili', 'English'],
  questions: [
    'Tell us about yourself.',
    { text: 'Describe a difficult customer call.', pillarId: 'communication' },
  ],
  requireIdentityVerification: 'true',
  criteriaConfig: defaultCriteriaConfig(),
};

/** Signed-in HR users of two organisations (different work-email domains) and a signed-out visitor. */
export interface JobsWorld {
  server: TestApp;
  hr: TestClient;
  colleague: TestClient;
  stranger: TestClient;
  visitor: TestClient;
}

/** A new HR user of `email`'s organisation, signed up through the mailed link and signed in. */
export async function signedIn(server: Pick<TestApp, 'url' | 'app'>, email: string): Promise<TestClient> {
  return (await signUp(server, { email, firstName: 'A', lastName: 'B' })).client;
}

/**
 * Starts the app and signs up amina and eve (two organisations) and otieno, whom amina invites
 * into hers.
 */
export async function startJobsWorld(): Promise<JobsWorld> {
  const server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test' });
  const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  const colleague = (await signUpColleague(server, hr, { email: 'otieno@acme-logistics.co.ke' })).client;
  return {
    server,
    hr,
    colleague,
    stranger: await signedIn(server, 'eve@rival-corp.co.ke'),
    visitor: new TestClient(server.url),
  };
}

/** Creates `job` with `overrides` and returns the Job JSON (fails the test unless 201). */
export async function createJob(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/jobs', { ...job, ...overrides });
  expect(res.status).toBe(201);
  return res.body;
}

/** PATCH /api/jobs/{id}. */
export const patch = (client: TestClient, id: string, body: unknown) =>
  client.request('PATCH', `/api/jobs/${id}`, body);
