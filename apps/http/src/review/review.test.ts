import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { seedCandidates } from './review-fixtures.js';

const CRITERIA = buildCriteriaConfig({ communication: 60, problem_solving: 40 });
const ANALYSIS = {
  feedback: 'Calm and clear.',
  evaluatorVersion: 'local-heuristic@1',
  notAssessable: [{ questionIndex: 1, reason: 'no speech detected' }],
  criteria: {
    communication: {
      label: 'Communication',
      score: 90,
      meets: true,
      quickTake: 'Clear',
      rationale: 'Explains each step',
      supportingEvidence: [{ quote: 'I listened', reasoning: 'Listening', questionIndex: 0 }],
      relatedQuestions: [{ questionIndex: 0, feedback: 'Well structured' }],
      subcriteria: [{ id: 'Clarity', label: 'Clarity', assessed: true }],
    },
  },
};

describe('HR review calls (docs/behaviour/review.md §7)', () => {
  let world: JobsWorld;
  let jobId: string;
  let otherJobId: string;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    world = await startJobsWorld();
    jobId = (await createJob(world.hr, { criteriaConfig: CRITERIA, requireIdentityVerification: 'true' })).id;
    otherJobId = (await createJob(world.stranger, { criteriaConfig: CRITERIA })).id;
    const at = (h: number) => new Date(Date.UTC(2025, 2, 1, h));
    const seeded = await seedCandidates(world.server, jobId, [
      {
        name: 'Zawadi Mwangi',
        startedAt: at(1),
        answers: [{ duration: 40 }, { duration: 50 }],
        verificationFilePath: 'clip.webm',
        evaluation: { overall: 90, scores: { communication: 90, problem_solving: 90 }, analysis: ANALYSIS },
      },
      {
        name: 'amani otieno',
        email: 'amani@Rival.example',
        startedAt: at(2),
        tabSwitchCount: 5,
        answers: [{ duration: 5 }, { duration: 4, mismatch: true }],
        evaluation: { overall: 70, scores: { communication: 90, problem_solving: 40 } },
      },
      {
        name: 'Baraka',
        startedAt: at(3),
        answers: [{ duration: 30 }],
        evaluation: { overall: 30, scores: { communication: 30, problem_solving: 30 } },
      },
      { name: 'Chebet', startedAt: at(4), answers: [{ duration: 30 }] },
      { name: 'Started', startedAt: at(5), completedAt: null, answers: [{ duration: 20 }] },
      { name: 'Fresh', startedAt: at(6), completedAt: null },
    ]);
    for (const [i, name] of ['strong', 'partial', 'poor', 'awaiting', 'started', 'fresh'].entries()) {
      id[name] = seeded[i]!;
    }
    await seedCandidates(world.server, otherJobId, [
      { evaluation: { overall: 50, scores: { communication: 50, problem_solving: 50 } } },
    ]);
  });

  afterAll(async () => {
    await world?.server.stop();
  });

  it('GET dashboard: evaluated candidates latest start first, stats, flags, warnings', async () => {
    const res = await world.hr.get(`/api/jobs/${jobId}/dashboard?t=123`);
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ totalCandidates: 6, completedCandidates: 4, evaluatedCandidates: 3 });
    expect(res.body.page).toEqual({ offset: 0, limit: 50, total: 3 });
    expect(res.body.candidates.map((c: { session: { id: string } }) => c.session.id)).toEqual([
      id.poor,
      id.partial,
      id.strong,
    ]);
    const partial = res.body.candidates[1];
    expect(partial.identityClipMissing).toBe(true);
    expect(partial.voiceMismatch).toBe(true);
    expect(partial.qualityFlags.map((f: { code: string }) => f.code)).toEqual([
      'tab_switching',
      'short_responses',
    ]);
    expect(partial.responses[0].audioUrl).toBe(`/api/audio/${id.partial}/0-abc.webm`);
    expect(res.body.candidates[2]).toMatchObject({
      identityClipMissing: false,
      voiceMismatch: false,
      qualityFlags: [],
    });
    expect(res.body.job).toMatchObject({
      id: jobId,
      interviewUrl: `https://hire.example.test/interview/${jobId}`,
    });

    const page = await world.hr.get(`/api/jobs/${jobId}/dashboard?offset=1&limit=1`);
    expect(page.body.candidates.map((c: { session: { id: string } }) => c.session.id)).toEqual([id.partial]);
  });

  it('GET dashboard answers 304 to a matching If-None-Match, 200 once the data changed', async () => {
    const url = `/api/jobs/${jobId}/dashboard?t=1`;
    const first = await world.hr.get(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await world.hr.request('GET', `/api/jobs/${jobId}/dashboard?t=2`, undefined, {
      'if-none-match': etag!,
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await world.hr.request('GET', url, undefined, { 'if-none-match': 'W/"other"' });
    expect(stale.status).toBe(200);
    await world.hr.request('PUT', `/api/candidate-sessions/${id.poor}/hiring-outcome`, {
      hiringOutcome: 'rejected',
    });
    const changed = await world.hr.request('GET', url, undefined, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    await world.hr.request('PUT', `/api/candidate-sessions/${id.poor}/hiring-outcome`, {
      hiringOutcome: null,
    });
  });

  it('GET candidates-v2: stats over the job, breakdown, search, filter, sort and paging', async () => {
    const res = await world.hr.get(`/api/jobs/${jobId}/candidates-v2`);
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      totalInvited: 6,
      completed: 4,
      inProgress: 1,
      notStarted: 1,
      meetsAllCriteria: 1,
      partialMatch: 1,
      poorFit: 1,
      awaitingEvaluation: 1,
      notScored: 0,
    });
    expect(res.body.criteriaBreakdown).toEqual({
      communication: { label: 'Communication', met: 2, total: 3, percentage: 67 },
      problem_solving: { label: 'Problem Solving', met: 1, total: 3, percentage: 33 },
    });
    expect(res.body.page).toEqual({ offset: 0, limit: 100, matching: 4, completed: 4 });
    const ids = (body: { candidates: { session: { id: string } }[] }) =>
      body.candidates.map((c) => c.session.id);
    expect(ids(res.body)).toEqual([id.strong, id.partial, id.poor, id.awaiting]);
    expect(res.body.candidates[1]).toMatchObject({
      matchBadge: '70% - Partial Match',
      responseCount: 2,
      totalDuration: 9,
      voiceIdentityWarning: true,
      criteriaBreakdown: { communication: true, problem_solving: false },
      mainConcern: { pillar: 'problem_solving', label: 'Problem Solving', score: 40 },
    });
    const get = async (qs: string) =>
      ids((await world.hr.get(`/api/jobs/${jobId}/candidates-v2?${qs}`)).body);
    expect(await get('search=RIVAL')).toEqual([id.partial]);
    expect(await get('search=zawadi')).toEqual([id.strong]);
    expect(await get('filter=meets-all')).toEqual([id.strong]);
    expect(await get('filter=partial')).toEqual([id.partial]);
    expect(await get('sort=name')).toEqual([id.partial, id.poor, id.awaiting, id.strong]);
    expect(await get('sort=date')).toEqual([id.awaiting, id.poor, id.partial, id.strong]);
    expect(await get('sort=date&offset=1&limit=2')).toEqual([id.poor, id.partial]);
  });

  it('GET candidates-v2/{sessionId}: criteria details joined with answers and audio', async () => {
    const res = await world.hr.get(`/api/jobs/${jobId}/candidates-v2/${id.strong}`);
    expect(res.status).toBe(200);
    expect(res.body.criteriaEvaluations[0]).toMatchObject({
      pillarId: 'communication',
      score: 90,
      meets: true,
      relatedQuestions: [
        {
          questionIndex: 0,
          answerText: `Answer 0 of ${id.strong}.`, // readable: sentence case, full stop
          feedback: 'Well structured',
          audioUrl: `/api/audio/${id.strong}/0-abc.webm`,
          audioFilename: '0-abc.webm',
          duration: 40,
        },
      ],
    });
    expect(res.body.pillarDetails[0]).toMatchObject({ quickTake: 'Clear', rationale: 'Explains each step' });
    expect(res.body.evaluation.notAssessable).toEqual([
      {
        questionIndex: 1,
        reason: 'no speech detected',
        message: 'Question 2 not assessable: no speech detected',
      },
    ]);
    expect(res.body).toMatchObject({
      matchLevel: 'Strong Match',
      criteriaMet: { met: 2, total: 2 },
      durationMinutes: 15,
      questionsAnswered: 2,
    });
    const plain = await world.hr.get(`/api/jobs/${jobId}/candidates-v2/${id.awaiting}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ evaluation: null, criteriaEvaluations: [], matchLevel: null });
    // HR reads the readable form; the raw words stay beside it for scoring and export.
    expect(res.body.responses[0]).toMatchObject({
      transcribedText: `Answer 0 of ${id.strong}`,
      readableText: `Answer 0 of ${id.strong}.`,
    });
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
