import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DAY = 86_400_000;
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test', CANDIDATE_RETENTION: '30d' });
});
afterAll(() => server?.stop());

describe('CANDIDATE_RETENTION: what candidates are told is what the workers do', () => {
  it('tells candidates the period, and the workers’ sweep deletes interviews older than it', async () => {
    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    const assessment = await hr.get(`/api/public/jobs/${job.id}/assessment`);
    expect(assessment.body).toMatchObject({ jobTitle: job.title, retention: '30 days' });

    const now = Date.now();
    const [old, recent] = await seedCandidates(server, job.id, [
      { name: 'Long Ago', startedAt: new Date(now - 41 * DAY), completedAt: new Date(now - 40 * DAY) },
      { name: 'Last Week', startedAt: new Date(now - 7 * DAY), completedAt: new Date(now - 7 * DAY) },
    ]);
    await server.app.get(QUEUE.Workers).start({ queues: ['candidate-mail'], resweepIntervalMs: 0 });

    const sessions = server.app.get(STORAGE.Repositories).candidateSessions;
    expect(await sessions.findById(old!)).toBeNull();
    expect(await sessions.findById(recent!)).not.toBeNull();
    expect(
      server.logs.some((l) =>
        l.includes('retention: 1 candidate session(s) past the retention period deleted'),
      ),
    ).toBe(true);
  });
});
