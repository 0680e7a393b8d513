import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { outboxMails } from '../testing/outbox.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DAY = 86_400_000;
let server: TestApp;
let hr: TestClient;

beforeAll(async () => {
  server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test', INVITATION_REMINDER_DAYS: '2' });
  hr = await signedIn(server, 'amina@acme-logistics.co.ke');
});
afterAll(() => server?.stop());

describe('the invitation reminder, sent by the queue workers’ sweep', () => {
  it('reminds a candidate who has not started after the set days, with a new link', async () => {
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    const res = await hr.post(`/api/jobs/${job.id}/candidate-invitations`, {
      candidates: [
        { name: 'Slow Starter', email: 'slow@example.com', phone: '+254 700 000001' },
        { name: 'Just Invited', email: 'fresh@example.com', phone: '+254 700 000002' },
      ],
    });
    const [slow] = res.body.invited as Array<{ invitationId: string }>;
    // Two days and a minute ago, as if the first mail went out then.
    const repository = server.app.get(STORAGE.Repositories).candidateInvitations;
    await repository.update(slow!.invitationId, { lastSentAt: new Date(Date.now() - 2 * DAY - 60_000) });

    // Starting the workers runs the sweeps once (the once-only claim is held by the storage contract).
    await server.app.get(QUEUE.Workers).start({ queues: ['evaluate'], resweepIntervalMs: 0 });

    const reminders = (await outboxMails(server.app.get(TOKENS.Config).dataDir)).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );
    expect(reminders.map((m) => m.to)).toEqual(['slow@example.com']);
    expect(reminders[0]!.text).toMatch(
      new RegExp(`https://hire\\.example\\.test/interview/${job.id}\\?invite=`),
    );
    expect(server.logs.some((line) => line.includes('invitations: 1 reminder(s) sent'))).toBe(true);
  });
});
