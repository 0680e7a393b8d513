import { expect } from 'vitest';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { TestClient } from '../testing/client.js';
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

/** A newly registered HR user of `email`'s organisation, signed in (fails the test unless 201). */
export async function signedIn(server: { url: string }, email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  const res = await client.post('/api/register', {
    email,
    password: 'correct horse 1',
    firstName: 'A',
    lastName: 'B',
  });
  expect(res.status).toBe(201);
  return client;
}

/** Starts the app and registers amina and otieno (one organisation) and eve (another). */
export async function startJobsWorld(): Promise<JobsWorld> {
  const server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test' });
  return {
    server,
    hr: await signedIn(server, 'amina@acme-logistics.co.ke'),
    colleague: await signedIn(server, 'otieno@acme-logistics.co.ke'),
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
