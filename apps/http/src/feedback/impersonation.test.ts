import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { signUp } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { feedbackJob, storeEvaluation, takeInterview } from './feedback-fixtures.js';

let server: TestApp;
const password = 'admin pass 123';

beforeAll(async () => {
  server = await startTestApp({ ADMIN_EMAIL: 'boss@sauti-hq.com', STT_PROVIDER: 'none' });
});
afterAll(() => server?.stop());

describe('an administrator impersonating HR (docs/behaviour/platform.md §4)', () => {
  it('is audited sending feedback and confirming a score-only rejection', async () => {
    const hr = (await signUp(server, { email: 'hr@umoja-retail.co.za', password })).client;
    const admin = (await signUp(server, { email: 'boss@sauti-hq.com', password })).client;
    const job = await feedbackJob(hr);
    const { sessionId } = await takeInterview(server, job, {
      name: 'Thabo Nkosi',
      email: 'thabo@example.org',
    });
    await storeEvaluation(server, sessionId);
    const users = (await admin.get('/api/admin/users')).body as { id: string; email: string }[];
    const target = users.find((u) => u.email === 'hr@umoja-retail.co.za')!;
    expect(
      (
        await admin.post(`/api/admin/impersonate/${target.id}`, {
          reason: 'Support ticket 512: checking the feedback she sent',
        })
      ).status,
    ).toBe(200);

    const feedback = `/api/jobs/${job.id}/candidates-v2/${sessionId}/feedback`;
    expect((await admin.post(`${feedback}/send`, { note: 'Thank you for your time.' })).status).toBe(200);
    const rejected = await admin.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
      hiringOutcome: 'rejected',
      confirmWithoutReview: true,
    });
    expect(rejected.status).toBe(200);
    const audits = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(STORAGE.Repositories).impersonationAudits.list(10));
    const auditId = audits.find((a) => a.endedAt === null)!.id;
    expect((await admin.post('/api/admin/exit-impersonation')).status).toBe(200);

    const actions = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(STORAGE.Repositories).impersonationAudits.listActions(auditId));
    const done = actions.map((a) => `${a.method} ${a.path} ${a.status}`);
    expect(done).toContain(`POST ${feedback}/send 200`);
    expect(done).toContain(`PUT /api/candidate-sessions/${sessionId}/hiring-outcome 200`);
    expect(actions.find((a) => a.path === `${feedback}/send`)?.newValues).toMatchObject({
      note: 'Thank you for your time.',
    });
    // The member the administrator acted as is who sent it.
    expect((await hr.get(feedback)).body.sent).toMatchObject({
      by: 'hr@umoja-retail.co.za',
      automatic: false,
    });
  });
});
