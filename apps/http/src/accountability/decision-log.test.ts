import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../api-v1/api-v1-fixtures.js';
import { createJob } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { signUp } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
let admin: TestClient;
let hr: TestClient;
let sessionId: string;

beforeAll(async () => {
  server = await startTestApp({ ADMIN_EMAIL: 'boss@sauti-hq.com' });
  hr = (await signUp(server, { email: 'thandi@umoja-retail.co.za' })).client;
  admin = (await signUp(server, { email: 'boss@sauti-hq.com' })).client;
  const job = await createJob(hr, { title: '=HYPERLINK("http://evil")' });
  [sessionId = ''] = await seedCandidates(server, job.id, [
    { evaluation: { overall: 84, scores: {}, analysis: { evaluatorVersion: 'local-rubric@2' } } },
  ]);
}, 60_000);
afterAll(() => server?.stop());

/**
 * HR's decision; nobody opened the evidence here, so a rejection is confirmed as a person's
 * (docs/behaviour/review.md §12).
 */
const decide = (outcome: string | null) =>
  hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
    hiringOutcome: outcome,
    confirmWithoutReview: true,
  });

describe('the log of automated recommendations against human decisions (docs/behaviour/review.md §14)', () => {
  it('gives the administrator every decision, beside the recommendation it met, as CSV', async () => {
    expect((await decide('rejected')).status).toBe(200);
    expect((await decide('rejected')).status).toBe(200); // unchanged: not logged twice
    const key = await newKey(hr, 'read_write');
    const viaApi = await fetch(`${server.url}/api/v1/candidates/${sessionId}/hiring-outcome`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hiring_outcome: 'hired' }),
    });
    expect(viaApi.status).toBe(200);

    const res = await admin.get('/api/admin/decision-log');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="hiring-decisions-start-to-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Decided at (UTC),Organisation,Job,Job id,Candidate session,Decision,Previous decision,Decided by,' +
        'Administrator acting as them,Through,Evaluation id,Evaluator,Overall score,Recommendation,Against the recommendation',
    );
    expect(lines).toHaveLength(3);
    // A job title typed as a formula is written as text.
    expect(lines[1]).toContain(`,umoja-retail.co.za,"'=HYPERLINK(""http://evil"")",`);
    expect(lines[1]).toMatch(
      /,Rejected,No decision,thandi@umoja-retail\.co\.za,,Review screen,[0-9a-f-]+,local-rubric@2,84,Hire,Yes$/,
    );
    expect(lines[2]).toMatch(
      /,Hired,Rejected,thandi@umoja-retail\.co\.za,,API key [0-9a-f-]+,[0-9a-f-]+,local-rubric@2,84,Hire,No$/,
    );
  });

  it('takes a period of whole days, and is the administrator’s alone', async () => {
    const none = await admin.get('/api/admin/decision-log?from=2020-01-01&to=2020-12-31');
    expect(
      none.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await admin.get('/api/admin/decision-log?from=2020-13-01')).status).toBe(400);
    expect((await hr.get('/api/admin/decision-log')).status).toBe(403);
  });
});
