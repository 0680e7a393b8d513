import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsWorld } from '../jobs/job-fixtures.js';
import { startReviewCallsWorld } from './review-calls.fixture.js';

describe('HR review calls (docs/behaviour/review.md §7): dashboard, overview, detail', () => {
  let world: JobsWorld;
  let jobId: string;
  let id: Record<string, string>;

  beforeAll(async () => {
    ({ world, jobId, id } = await startReviewCallsWorld());
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
      // Nobody opened this candidate: the member confirms a person decided (docs/behaviour/review.md §12).
      confirmWithoutReview: true,
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
});
