import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '../../domain/criteria.js';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import { bandFor } from '../../rules/recommendation.js';
import { overallScore } from '../../rules/scoring.js';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';
import { overviewQuerySchema } from '../../contract/review.js';
import { candidateFigures, progressCounts } from './candidate-figures.js';
import type { CandidateSession } from '../../domain/candidate-session.js';

const completed = {
  completedAt: new Date('2025-01-15T08:20:00.000Z'),
  currentQuestionIndex: 0,
} as CandidateSession;

describe('one candidate, the same figures on every review answer (docs/behaviour/review.md §10)', () => {
  it('the dashboard, the overview and the detail carry equal figures; criteria enabled only, in %', async () => {
    const bed = await reviewTestbed();
    // Motivation is switched off for job-1 but the evaluation holds a score for it: the dashboard
    // used to show it (as 0/10) beside the overview's criteria.
    await bed.seed({
      id: 'amina',
      scores: { communication: 95.4, problem_solving: 50, motivation: 0 },
      answers: [{}, {}],
    });
    await bed.seed({ id: 'never', session: { status: 'in_progress', completedAt: null } });
    const actor = anActor();
    const dashboard = await bed.dashboard.execute(actor, 'job-1', { offset: 0, limit: 50 });
    const overview = await bed.overview.execute(actor, 'job-1', overviewQuerySchema.parse({}));
    const detail = await bed.detail.execute(actor, 'job-1', 'amina');

    const figures = detail.figures;
    expect(dashboard.candidates[0]!.figures).toEqual(figures);
    expect(overview.candidates[0]!.figures).toEqual(figures);
    const overall = overallScore({ communication: 95.4, problem_solving: 50 }, bed.pillars);
    expect(figures).toEqual({
      progress: 'completed',
      scored: true,
      scorePercent: Math.round(overall),
      band: bandFor(overall, 'Partial Match'),
      matchLevel: 'Partial Match',
      criteria: [
        { pillar: 'communication', label: 'Communication', percent: 95, met: true },
        { pillar: 'problem_solving', label: 'Problem Solving', percent: 50, met: false },
      ],
      criteriaMet: { met: 1, total: 2 },
      topStrength: { pillar: 'communication', label: 'Communication', score: 95.4 },
      mainConcern: { pillar: 'problem_solving', label: 'Problem Solving', score: 50 },
    });
    // The overview's badge and the figures say the same.
    expect(overview.candidates[0]!.matchBadge).toBe(`${figures.scorePercent}% - ${figures.matchLevel}`);
    // The dashboard's progress is the overview's (it said 'In Progress 1' for a candidate the
    // overview counted as not started).
    expect(dashboard.progress).toEqual({ total: 2, completed: 1, inProgress: 0, notStarted: 1 });
    expect(overview.stats).toMatchObject({ inProgress: 0, notStarted: 1, completed: 1 });
  });

  it('an interview not scored has no band, no match, no criteria and no "criteria met"', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 'quiet', notScored: ['Only 1 of 3 answers could be assessed.'] });
    const detail = await bed.detail.execute(anActor(), 'job-1', 'quiet');
    const { progress, criteria, criteriaMet, band, matchLevel, scorePercent } = detail.figures;
    expect(progress).toBe('completed');
    expect({ criteria, criteriaMet, band, matchLevel, scorePercent }).toEqual({
      criteria: [],
      criteriaMet: null,
      band: null,
      matchLevel: null,
      scorePercent: null,
    });
  });
});

/** A job's criteria: any subset switched on, with weights. */
const criteria = fc
  .subarray([...PILLAR_IDS], { minLength: 1 })
  .chain((ids) => fc.tuple(...ids.map((id) => fc.integer({ min: 1, max: 100 }).map((w) => [id, w] as const))))
  .map((weights) => buildCriteriaConfig(Object.fromEntries(weights)).pillars.filter((p) => p.enabled));
/** Stored criterion scores: any pillar, switched on or not, possibly missing. */
const scores = fc.dictionary(fc.constantFrom(...PILLAR_IDS), fc.double({ min: 0, max: 100, noNaN: true }));

describe('the figures hold together whatever the scores (fast-check)', () => {
  it('a strength is always a met criterion; criteria met add up; nothing but progress when not scored', () => {
    fc.assert(
      fc.property(criteria, scores, fc.boolean(), (pillars, pillarScores, scored) => {
        const evaluation = {
          overallScore: scored ? overallScore(pillarScores, pillars) : null,
          pillarScores: scored ? (pillarScores as Record<string, number>) : null,
        };
        const f = candidateFigures(completed, 2, evaluation, pillars);
        if (!f.scored) {
          // Nothing but the progress: every other figure empty.
          const { progress, criteria: none, ...others } = f;
          expect(progress).toBe('completed');
          expect(none).toEqual([]);
          expect(Object.values(others).filter((v) => v !== null && v !== false)).toEqual([]);
          return;
        }
        expect(f.criteria.map((c) => c.pillar)).toEqual(pillars.map((p) => p.id));
        expect(f.criteriaMet!.met).toBe(f.criteria.filter((c) => c.met).length);
        expect(f.criteriaMet!.total).toBe(f.criteria.filter((c) => c.percent !== null).length);
        expect(f.scorePercent).toBeGreaterThanOrEqual(0);
        expect(f.scorePercent).toBeLessThanOrEqual(100);
        if (f.topStrength) expect(f.criteria.find((c) => c.pillar === f.topStrength!.pillar)?.met).toBe(true);
        if (f.mainConcern)
          expect(f.criteria.find((c) => c.pillar === f.mainConcern!.pillar)?.met).toBe(false);
      }),
    );
  });

  it('completed, in progress and not started add up to the total', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (completedCount, started, fresh) => {
        const p = progressCounts({
          totalInvited: completedCount + started + fresh,
          completed: completedCount,
          notStarted: fresh,
        });
        expect(p.completed + p.inProgress + p.notStarted).toBe(p.total);
        expect(p.inProgress).toBe(started);
      }),
    );
  });
});
