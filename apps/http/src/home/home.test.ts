import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { CandidateBrowser, intake } from '../sessions/interview-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
let hr: TestClient;

beforeAll(async () => {
  server = await startTestApp();
  hr = await signedIn(server, 'zawadi@new-org.co.ke');
}, 60_000);
afterAll(() => server.stop());

describe("home's figures (docs/behaviour/platform.md §2.4)", () => {
  it("counts a new organisation's first job and interview as this week's and the interview as active now", async () => {
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    const started = await new CandidateBrowser(server.url).postForm('/api/sessions', {
      ...intake,
      jobId: job.id,
    });
    expect(started.status).toBe(201);
    const stats = await hr.get('/api/dashboard-stats');
    expect(stats.status).toBe(200);
    // The old product's captions read '+2 / +23 / +8 this week' whatever happened.
    expect(stats.body).toMatchObject({
      totalJobs: 1,
      jobsThisWeek: 1,
      totalSessions: 1,
      sessionsThisWeek: 1,
      completedSessions: 0,
      completedThisWeek: 0,
      inProgressSessions: 1,
      activeNow: 1,
      averageScore: null,
    });
  });

  it('lists up to 50 recent events when asked, 10 by default, and refuses any other limit', async () => {
    expect((await hr.get('/api/recent-activity')).status).toBe(200);
    expect((await hr.get('/api/recent-activity?limit=50')).body).toHaveLength(1);
    for (const limit of ['0', '51', 'ten', '2.5'])
      expect((await hr.get(`/api/recent-activity?limit=${limit}`)).status, limit).toBe(400);
  });
});
