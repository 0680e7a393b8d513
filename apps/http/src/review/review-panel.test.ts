import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsWorld } from '../jobs/job-fixtures.js';
import { startReviewCallsWorld } from './review-calls.fixture.js';

describe('HR review calls (docs/behaviour/review.md §7): panel, outcomes, export logs, refusals', () => {
  let world: JobsWorld;
  let jobId: string;
  let otherJobId: string;
  let id: Record<string, string>;

  beforeAll(async () => {
    ({ world, jobId, otherJobId, id } = await startReviewCallsWorld());
  });

  afterAll(async () => {
    await world?.server.stop();
  });

  it('GET panel, POST panel/add|remove: membership, idempotence and insights', async () => {
    const add = await world.hr.post(`/api/jobs/${jobId}/panel/add`, { sessionId: id.strong });
    expect(add.status).toBe(200);
    expect(add.body.session).toMatchObject({ id: id.strong, inPanel: true });
    expect((await world.hr.post(`/api/jobs/${jobId}/panel/add`, { sessionId: id.strong })).status).toBe(200);
    await world.hr.post(`/api/jobs/${jobId}/panel/add`, { sessionId: id.partial });
    const panel = await world.hr.get(`/api/jobs/${jobId}/panel`);
    expect(panel.status).toBe(200);
    expect(panel.body.panel.map((c: { session: { id: string } }) => c.session.id)).toEqual([
      id.strong,
      id.partial,
    ]);
    expect(panel.body.available.map((c: { session: { id: string } }) => c.session.id)).toEqual([id.poor]);
    expect(panel.body.insights).toEqual({
      averageScore: 80,
      panelSize: 2,
      coverage: [
        { pillarId: 'communication', label: 'Communication', count: 2 },
        { pillarId: 'problem_solving', label: 'Problem Solving', count: 1 },
      ],
      topStrengths: [
        { pillarId: 'communication', label: 'Communication', count: 2 },
        { pillarId: 'problem_solving', label: 'Problem Solving', count: 1 },
      ],
    });
    expect(panel.body.panel[0]).toMatchObject({ aiSummary: 'Calm and clear.', matchLevel: 'Strong Match' });
    expect(panel.body.panel[0].focusPoints).toHaveLength(2); // lead with the strength, then the career-goals line
    const removed = await world.hr.post(`/api/jobs/${jobId}/panel/remove`, { sessionId: id.partial });
    expect(removed.body.session.inPanel).toBe(false);
    // The Available column comes a page at a time, searched by the server, counted whole.
    const availableOf = async (qs: string) => (await world.hr.get(`/api/jobs/${jobId}/panel?${qs}`)).body;
    const first = await availableOf('limit=1');
    expect(first.available.map((c: { session: { id: string } }) => c.session.id)).toEqual([id.partial]);
    expect(first.page).toEqual({ offset: 0, limit: 1, matching: 2 });
    expect(first.availableCounts).toEqual({ total: 2, strongMatch: 0, partialMatch: 1 });
    const second = await availableOf('limit=1&offset=1');
    expect(second.available.map((c: { session: { id: string } }) => c.session.id)).toEqual([id.poor]);
    const searched = await availableOf('search=%20RIVAL%20');
    expect(searched.available.map((c: { session: { id: string } }) => c.session.id)).toEqual([id.partial]);
    expect(searched.page.matching).toBe(1);
    expect(searched.availableCounts.total).toBe(2);
    expect(searched.panel.map((c: { session: { id: string } }) => c.session.id)).toEqual([id.strong]);
    const running = await world.hr.post(`/api/jobs/${jobId}/panel/add`, { sessionId: id.started });
    expect(running.status).toBe(409);
    expect(running.body).toMatchObject({
      error: 'INVALID_STATE',
      message: 'Only candidates who completed the interview can be added to the panel.',
    });
  });

  it('PUT hiring-outcome records and clears the decision with its date', async () => {
    const url = `/api/candidate-sessions/${id.partial}/hiring-outcome`;
    const hired = await world.hr.request('PUT', url, { hiringOutcome: 'hired' });
    expect(hired.status).toBe(200);
    expect(hired.body.session.hiringOutcome).toBe('hired');
    expect(Date.now() - Date.parse(hired.body.session.hiringOutcomeUpdatedAt)).toBeLessThan(60_000);
    const cleared = await world.hr.request('PUT', url, { hiringOutcome: null });
    expect(cleared.body.session.hiringOutcome).toBeNull();
  });

  it('POST export-logs records the export (201) with the hours since publication', async () => {
    const res = await world.hr.post('/api/export-logs', { jobId, panelSize: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobId, panelSize: 2 });
    expect(res.body.durationHours).toBeGreaterThanOrEqual(0);
    expect(res.body.durationHours).toBeLessThan(1);
    expect(Object.keys(res.body).sort()).toEqual(['durationHours', 'exportedAt', 'id', 'jobId', 'panelSize']);
  });

  it('refuses bad input with 400 and a clear message, never 500', async () => {
    const expect400 = async (
      res: Promise<{ status: number; body: { message?: string } }>,
      message: RegExp,
    ) => {
      const answer = await res;
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    };
    const base = `/api/jobs/${jobId}`;
    await expect400(
      world.hr.get(`${base}/candidates-v2?filter=best`),
      /filter must be one of all, meets-all, partial/,
    );
    await expect400(world.hr.get(`${base}/candidates-v2?sort=age`), /sort must be one of score, name, date/);
    await expect400(
      world.hr.get(`${base}/candidates-v2?limit=0`),
      /limit must be a whole number from 1 to 500/,
    );
    await expect400(world.hr.get(`${base}/candidates-v2?offset=-3`), /offset must be a whole number/);
    await expect400(
      world.hr.get(`${base}/dashboard?limit=201`),
      /limit must be a whole number from 1 to 200/,
    );
    await expect400(world.hr.get(`${base}/dashboard?limit=abc`), /limit must be a whole number/);
    await expect400(world.hr.get(`${base}/panel?limit=101`), /limit must be a whole number from 1 to 100/);
    await expect400(world.hr.get(`${base}/panel?offset=1.5`), /offset must be a whole number/);
    await expect400(
      world.hr.get(`${base}/panel?search=${'a'.repeat(201)}`),
      /search must be at most 200 characters/,
    );
    await expect400(world.hr.post(`${base}/panel/add`, {}), /sessionId is required/);
    await expect400(world.hr.post(`${base}/panel/remove`, { sessionId: 7 }), /sessionId is required/);
    const outcome = `/api/candidate-sessions/${id.strong}/hiring-outcome`;
    await expect400(
      world.hr.request('PUT', outcome, { hiringOutcome: 'maybe' }),
      /hired, rejected, considering or null/,
    );
    await expect400(world.hr.request('PUT', outcome, {}), /hired, rejected, considering or null/);
    await expect400(
      world.hr.post('/api/export-logs', { jobId, panelSize: -1 }),
      /panelSize must be a whole number from 0 to 1000/,
    );
    await expect400(world.hr.post('/api/export-logs', { jobId, panelSize: 2.5 }), /panelSize/);
    await expect400(world.hr.post('/api/export-logs', { jobId, panelSize: '3' }), /panelSize/);
    await expect400(world.hr.post('/api/export-logs', { panelSize: 3 }), /jobId is required/);
  });

  it('hides other organisations (404) and needs a signed-in user (401)', async () => {
    const theirs = `/api/jobs/${otherJobId}`;
    for (const path of ['dashboard', 'candidates-v2', `candidates-v2/${id.strong}`, 'panel']) {
      const res = await world.hr.get(`${theirs}/${path}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Job not found');
    }
    expect((await world.hr.get('/api/jobs/no-such-job/panel')).status).toBe(404);
    expect((await world.stranger.get(`/api/jobs/${jobId}/candidates-v2`)).status).toBe(404);
    expect((await world.stranger.post(`/api/jobs/${jobId}/panel/add`, { sessionId: id.strong })).status).toBe(
      404,
    );
    expect((await world.hr.post(`/api/jobs/${jobId}/panel/add`, { sessionId: 'nope' })).status).toBe(404);
    const outcome = await world.stranger.request(
      'PUT',
      `/api/candidate-sessions/${id.strong}/hiring-outcome`,
      {
        hiringOutcome: 'hired',
      },
    );
    expect(outcome.status).toBe(404);
    expect((await world.stranger.post('/api/export-logs', { jobId, panelSize: 1 })).status).toBe(404);
    expect((await world.hr.get(`/api/jobs/${jobId}/candidates-v2/${id.strong}x`)).status).toBe(404);
    const anonymous = [
      world.visitor.get(`/api/jobs/${jobId}/dashboard`),
      world.visitor.get(`/api/jobs/${jobId}/candidates-v2`),
      world.visitor.get(`/api/jobs/${jobId}/candidates-v2/${id.strong}`),
      world.visitor.get(`/api/jobs/${jobId}/panel`),
      world.visitor.post(`/api/jobs/${jobId}/panel/add`, { sessionId: id.strong }),
      world.visitor.request('PUT', `/api/candidate-sessions/${id.strong}/hiring-outcome`, {
        hiringOutcome: null,
      }),
      world.visitor.post('/api/export-logs', { jobId, panelSize: 1 }),
    ];
    for (const res of await Promise.all(anonymous)) expect(res.status).toBe(401);
  });
});
