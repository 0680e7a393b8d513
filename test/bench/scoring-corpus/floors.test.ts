import { beforeAll, describe, expect, it } from 'vitest';
import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import { developmentSet } from './development-set.js';
import { measureSet, type SetFigures } from './measure-set.js';

/**
 * The built-in evaluator is deterministic, so its figures are pinned to floors here: a change that
 * lowers them fails (docs/scoring-rubric.md). Not a timed test.
 */
describe('local-rubric@2 on the development set', () => {
  let guided: SetFigures;
  let unguided: SetFigures;
  beforeAll(async () => {
    [guided, unguided] = (await measureSet(new RubricEvaluator(), developmentSet(), { anchors: false }))
      .figures as [SetFigures, SetFigures];
  }, 120_000);

  it('ranks answers and interviews like the recruiter labels', () => {
    expect(guided.spearmanPerAnswer).toBeGreaterThanOrEqual(0.89);
    expect(guided.spearmanPerInterview).toBeGreaterThanOrEqual(0.95);
    expect(unguided.spearmanPerAnswer).toBeGreaterThanOrEqual(0.78);
  });

  it('never crashes and re-scores identically', () => {
    for (const f of [guided, unguided]) {
      expect(f.crashes).toBe(0);
      expect(f.rescoreIdentical).toBe(1);
    }
  });
});
