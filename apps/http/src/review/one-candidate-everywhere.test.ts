import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateDetailPayload,
  CandidateFigures,
  DashboardPayload,
  OverviewPayload,
} from '@sauti/core/contract/review-views';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { SESSION_COOKIE } from '../auth/login-session.js';
import { newKey, v1 } from '../api-v1/api-v1-fixtures.js';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { seedCandidates } from './review-fixtures.js';

/**
 * One candidate read through every answer that carries a score (docs/behaviour/review.md §10):
 * the dashboard, the overview, the detail, the spreadsheet export and /api/v1 say the same score,
 * band, match and criteria. Motivation is switched off for the job but the evaluation holds a score
 * for it: no answer may show it.
 */
describe('one candidate, the same figures in every answer', () => {
  let world: JobsWorld;
  let jobId: string;
  let sessionId: string;

  beforeAll(async () => {
    world = await startJobsWorld();
    jobId = (
      await createJob(world.hr, {
        criteriaConfig: buildCriteriaConfig({ communication: 60, problem_solving: 40 }),
      })
    ).id;
    sessionId = (
      await seedCandidates(world.server, jobId, [
        {
          name: 'Amina Otieno',
          answers: [{ duration: 60 }, { duration: 70 }],
          evaluation: { overall: 72, scores: { communication: 90, problem_solving: 45, motivation: 0 } },
        },
      ])
    )[0]!;
  }, 120_000);

  afterAll(async () => {
    await world?.server.stop();
  });

  it('dashboard, overview, detail, CSV export and /api/v1 agree', async () => {
    const api = (path: string) => world.hr.get(`/api/jobs/${jobId}/${path}`);
    const dashboard = (await api('dashboard')).body as DashboardPayload;
    const overview = (await api('candidates-v2')).body as OverviewPayload;
    const detail = (await api(`candidates-v2/${sessionId}`)).body as CandidateDetailPayload;
    const figures: CandidateFigures = detail.figures;
    expect(figures).toMatchObject({
      scorePercent: 72,
      band: 'Hire',
      matchLevel: 'Partial Match',
      criteriaMet: { met: 1, total: 2 },
      topStrength: { pillar: 'communication' },
      mainConcern: { pillar: 'problem_solving' },
    });
    expect(figures.criteria.map((c) => [c.pillar, c.percent, c.met])).toEqual([
      ['communication', 90, true],
      ['problem_solving', 45, false],
    ]);
    expect(dashboard.candidates[0]!.figures).toEqual(figures);
    expect(overview.candidates[0]!.figures).toEqual(figures);
    expect(overview.candidates[0]!.matchBadge).toBe('72% - Partial Match');

    const sid = world.hr.cookie(SESSION_COOKIE)!;
    const csv = await fetch(`${world.server.url}/api/jobs/${jobId}/candidates/export?format=csv`, {
      headers: { cookie: `${SESSION_COOKIE}=${sid}` },
    });
    const [header, row] = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('Overall score'), cell('Recommendation'), cell('Match')]).toEqual([
      '72',
      'Hire',
      'Partial Match',
    ]);
    expect([cell('Communication score'), cell('Problem Solving score')]).toEqual(['90', '45']);
    expect(header).not.toContain('Motivation score');

    const key = await newKey(world.hr);
    const listed = await v1(world, key, `/jobs/${jobId}/candidates`);
    expect(listed.status).toBe(200);
    const evaluation = listed.body.data[0].evaluation;
    expect([evaluation.overall_score, evaluation.band, evaluation.match_level]).toEqual([
      figures.scorePercent,
      figures.band,
      figures.matchLevel,
    ]);
    expect(
      evaluation.criteria.map((c: { id: string; score: number; meets: boolean }) => [c.id, c.score, c.meets]),
    ).toEqual(figures.criteria.map((c) => [c.pillar, c.percent, c.met]));
  });
});
