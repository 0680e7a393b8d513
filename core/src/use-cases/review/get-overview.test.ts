import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';
import { overviewQuerySchema } from '../../contract/review.js';

const query = (q: Record<string, string> = {}) => overviewQuerySchema.parse(q);

async function world() {
  const bed = await reviewTestbed();
  const day = (d: number) => new Date(Date.UTC(2025, 0, d, 10));
  await bed.seed({
    id: 'strong',
    session: { candidateName: 'Zawadi', completedAt: day(3) },
    scores: bed.scores(90, 80),
    answers: [{ duration: 40 }, { duration: 50 }],
  });
  await bed.seed({
    id: 'partial',
    session: { candidateName: 'amani', completedAt: day(5) },
    scores: bed.scores(90, 50),
    answers: [{ isSamePerson: false }],
  });
  await bed.seed({
    id: 'poor',
    session: { candidateName: 'Baraka', candidateEmail: 'b@ACME.co.ke', completedAt: day(4) },
    scores: bed.scores(20, 30),
  });
  await bed.seed({ id: 'awaiting', session: { candidateName: 'Chebet', completedAt: day(6) } });
  await bed.seed({ id: 'started', session: { status: 'in_progress', completedAt: null }, answers: [{}] });
  await bed.seed({
    id: 'on-q2',
    session: { status: 'in_progress', completedAt: null, currentQuestionIndex: 1 },
  });
  await bed.seed({ id: 'fresh', session: { status: 'in_progress', completedAt: null } });
  return bed;
}

describe('GetOverview', () => {
  it('counts the whole job and lists completed candidates by score, unevaluated last', async () => {
    const bed = await world();
    const result = await bed.overview.execute(anActor(), 'job-1', query());
    expect(result.stats).toEqual({
      totalInvited: 7,
      completed: 4,
      inProgress: 2,
      notStarted: 1,
      meetsAllCriteria: 1,
      partialMatch: 1,
      poorFit: 1,
      awaitingEvaluation: 1,
      notScored: 0,
    });
    expect(result.candidates.map((c) => c.session.id)).toEqual(['strong', 'partial', 'poor', 'awaiting']);
    expect(result.page).toEqual({ offset: 0, limit: 100, matching: 4, completed: 4 });
    const [strong, partial] = result.candidates;
    expect(strong).toMatchObject({
      matchBadge: '86% - Strong Match',
      meetsAllCriteria: true,
      responseCount: 2,
      totalDuration: 90,
      criteriaBreakdown: { communication: true, problem_solving: true },
      topStrength: { pillar: 'communication', label: 'Communication', score: 90 },
      mainConcern: null,
      voiceIdentityWarning: false,
    });
    expect(partial).toMatchObject({
      matchLevel: 'Partial Match',
      partialMatch: true,
      mainConcern: { pillar: 'problem_solving', score: 50 },
      voiceIdentityWarning: true,
    });
    expect(result.criteriaBreakdown).toEqual({
      communication: { label: 'Communication', met: 2, total: 3, percentage: 67 },
      problem_solving: { label: 'Problem Solving', met: 1, total: 3, percentage: 33 },
    });
  });

  it('searches name or email ignoring case, filters by match, sorts by name or date, pages', async () => {
    const bed = await world();
    const ids = async (q: Record<string, string>) =>
      (await bed.overview.execute(anActor(), 'job-1', query(q))).candidates.map((c) => c.session.id);
    expect(await ids({ search: 'acme' })).toEqual(['poor']);
    expect(await ids({ search: 'AMANI' })).toEqual(['partial']);
    expect(await ids({ filter: 'meets-all' })).toEqual(['strong']);
    expect(await ids({ filter: 'partial' })).toEqual(['partial']);
    expect(await ids({ sort: 'name' })).toEqual(['partial', 'poor', 'awaiting', 'strong']);
    expect(await ids({ sort: 'date' })).toEqual(['awaiting', 'partial', 'poor', 'strong']);
    expect(await ids({ sort: 'date', offset: '1', limit: '2' })).toEqual(['partial', 'poor']);
  });

  it('lists a candidate evaluated but not scored after the scored ones, with the reasons and no match', async () => {
    const bed = await world();
    await bed.seed({
      id: 'unheard',
      session: { candidateName: 'Dalia' },
      notScored: ['Only 1 of 4 answers could be assessed; a score needs at least 3.'],
    });
    const result = await bed.overview.execute(anActor(), 'job-1', query());
    expect(result.stats).toMatchObject({ notScored: 1, meetsAllCriteria: 1, partialMatch: 1, poorFit: 1 });
    expect(result.candidates.map((c) => c.session.id)).toEqual([
      'strong',
      'partial',
      'poor',
      'unheard',
      'awaiting',
    ]);
    const unheard = result.candidates[3]!;
    expect(unheard).toMatchObject({
      matchLevel: null,
      matchBadge: null,
      meetsAllCriteria: false,
      partialMatch: false,
      pillarScores: {},
      topStrength: null,
      mainConcern: null,
      evaluation: {
        overallScore: null,
        recommendation: null,
        recommendationSlug: null,
        scored: false,
        notScoredReasons: ['Only 1 of 4 answers could be assessed; a score needs at least 3.'],
        needsHumanReview: true,
        evaluator: { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
      },
    });
    const filtered = await bed.overview.execute(anActor(), 'job-1', query({ filter: 'meets-all' }));
    expect(filtered.candidates.map((c) => c.session.id)).toEqual(['strong']);
  });

  it('hides other organisations’ jobs', async () => {
    const bed = await world();
    await expect(
      bed.overview.execute(anActor({ organisationId: 'org-other' }), 'job-1', query()),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Job not found',
    });
  });

  it('splits evaluated candidates into exactly one match level each (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })), {
          maxLength: 12,
        }),
        async (pairs) => {
          const bed = await reviewTestbed();
          for (const [i, [a, b]] of pairs.entries())
            await bed.seed({ id: `c${i}`, scores: bed.scores(a, b) });
          const { stats, candidates } = await bed.overview.execute(anActor(), 'job-1', query());
          expect(stats.meetsAllCriteria + stats.partialMatch + stats.poorFit).toBe(pairs.length);
          const strong = pairs.filter(([a, b]) => a >= 70 && b >= 70).length;
          expect(stats.meetsAllCriteria).toBe(strong);
          const scores = candidates.map((c) => c.evaluation!.overallScore!);
          expect(scores).toEqual([...scores].sort((x, y) => y - x));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses bad queries', () => {
    for (const bad of [
      { filter: 'best' },
      { sort: 'age' },
      { limit: '0' },
      { limit: '501' },
      { offset: '-1' },
      { limit: '1.5' },
    ]) {
      expect(overviewQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
