import { beforeAll, describe, expect, it } from 'vitest';
import { RubricEvaluator } from '../rubric/rubric-evaluator.js';
import { HELD_OUT_JOBS } from './corpus/index.js';
import { measureValidity, type ValidityRun } from './measure-validity.js';

/**
 * The built-in evaluator is deterministic, so its figures on the scoring-validity corpus are pinned
 * to floors here: a change that lowers them fails (docs/scoring-rubric.md). Not a timed test.
 */
describe('local-rubric@2 on the scoring-validity corpus', () => {
  let run: ValidityRun;
  beforeAll(async () => {
    run = await measureValidity(new RubricEvaluator());
  }, 180_000);

  it('ranks answers and interviews like the recruiter labels', () => {
    expect(run.figures.spearmanPerAnswer).toBeGreaterThanOrEqual(0.9);
    expect(run.figures.spearmanPerInterview).toBeGreaterThanOrEqual(0.94);
    expect(run.figures.kappaPerAnswer).toBeGreaterThanOrEqual(0.88);
    expect(run.figures.kappaPerInterview).toBeGreaterThanOrEqual(0.9);
  });

  it('lets no adversarial answer beat the honest vague one', () => {
    expect(run.figures.adversarialWins).toEqual([]);
  });

  it('catches most excellent answers placed under another question of their job', () => {
    expect(run.figures.misplacedAnswers).toBe(72);
    expect(run.figures.misplacedWins.length).toBeLessThanOrEqual(9);
  });

  it('scores plain English within a few points of the polished answer', () => {
    expect(run.figures.plainGapMean).toBeLessThanOrEqual(5);
    expect(run.figures.plainGapMax).toBeLessThanOrEqual(10);
  });

  it('gives the same scores when scoring again, and scores every interview', () => {
    expect(run.figures.rescoreIdentical).toBe(1);
    expect(run.figures.notScored).toBe(0);
  });

  it('keeps harmful conduct, word lists and empty templates in No Hire', () => {
    for (const kind of ['harmful', 'keywords', 'template', 'off-topic'] as const) {
      expect(run.answers.filter((a) => a.kind === kind).every((a) => a.score < 40)).toBe(true);
    }
  });

  it('keeps 95 and above for excellent answers, and an interview there only when every answer is excellent', () => {
    expect(run.answers.filter((a) => a.score >= 95).every((a) => a.grade === 4)).toBe(true);
    expect(run.answers.filter((a) => a.score === 100).length).toBeLessThanOrEqual(run.answers.length / 50);
    for (const interview of run.interviews.filter((i) => (i.score ?? 0) >= 95)) {
      expect(interview.answers.every((a) => a.grade === 4)).toBe(true);
    }
  });
});

/**
 * The held-out job (written after tuning, docs/scoring-rubric.md). Its floors are the figures
 * measured after the first look, so they guard against regressions; they are not a claim of
 * validity, and its known misses (an unfamiliar way of telling misconduct, an honest answer in
 * words the guide does not use) are written down in the rubric document.
 */
describe('local-rubric@2 on the held-out job', () => {
  let run: ValidityRun;
  beforeAll(async () => {
    run = await measureValidity(new RubricEvaluator(), { jobs: HELD_OUT_JOBS });
  }, 120_000);

  it('ranks answers and interviews like the recruiter labels', () => {
    expect(run.figures.spearmanPerAnswer).toBeGreaterThanOrEqual(0.85);
    expect(run.figures.spearmanPerInterview).toBeGreaterThanOrEqual(0.95);
  });

  it('scores plain English within a few points of the polished answer', () => {
    expect(run.figures.plainGapMax).toBeLessThanOrEqual(10);
  });

  it('lets no more adversarial or misplaced answers past the vague one than at the last measure', () => {
    expect(run.figures.adversarialWins.length).toBeLessThanOrEqual(4);
    expect(run.figures.misplacedWins.length).toBeLessThanOrEqual(1);
  });

  it('keeps 95 and above for excellent answers', () => {
    expect(run.answers.filter((a) => a.score >= 95).every((a) => a.grade === 4)).toBe(true);
  });
});
