import { beforeAll, describe, expect, it } from 'vitest';
import { RubricEvaluator } from '../rubric/rubric-evaluator.js';
import { measureValidity, type ValidityRun } from './measure-validity.js';

/**
 * The built-in evaluator is deterministic, so its figures on the scoring-validity corpus are pinned
 * to floors here: a change that lowers them fails (docs/scoring-rubric.md). Not a timed test.
 */
describe('local-rubric@2 on the scoring-validity corpus', () => {
  let run: ValidityRun;
  beforeAll(async () => {
    run = await measureValidity(new RubricEvaluator());
  }, 120_000);

  it('ranks answers and interviews like the recruiter labels', () => {
    expect(run.figures.spearmanPerAnswer).toBeGreaterThanOrEqual(0.9);
    expect(run.figures.spearmanPerInterview).toBeGreaterThanOrEqual(0.94);
    expect(run.figures.kappaPerAnswer).toBeGreaterThanOrEqual(0.88);
    expect(run.figures.kappaPerInterview).toBeGreaterThanOrEqual(0.9);
  });

  it('lets at most one adversarial answer beat the honest vague one, none of them a keyword list, template, padding or harmful answer', () => {
    expect(run.figures.adversarialWins.length).toBeLessThanOrEqual(1);
    expect(run.figures.adversarialWins.map((w) => w.kind).filter((k) => k !== 'wrong-question')).toEqual([]);
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
});
