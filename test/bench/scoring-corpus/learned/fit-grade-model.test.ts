import { describe, expect, it } from 'vitest';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { prepareEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { developmentBlindSet } from '../sets.js';
import { interviewToScore } from '../interviews.js';
import type { CaseFeatures } from './case-features.js';
import { FIT, fitGradeModel } from './fit-grade-model.js';
import { GRADE_FEATURES, gradeFeatures } from './grade-features.js';
import { learnedScore } from './grade-model.js';

const at = (name: (typeof GRADE_FEATURES)[number]) => GRADE_FEATURES.indexOf(name);

/** Synthetic answers whose expected score is 10 + 60 × actions + 20 × details, minus 30 × echo (which the fit may only lower). */
function synthetic(): CaseFeatures[] {
  const cases: CaseFeatures[] = [];
  for (let i = 0; i < 60; i += 1) {
    const features = GRADE_FEATURES.map(() => 0);
    features[at('actions')] = (i % 6) / 5;
    features[at('details')] = (i % 5) / 4;
    features[at('echo')] = (i % 4) / 3;
    features[at('general')] = (i % 3) / 2;
    const target =
      10 + 60 * features[at('actions')]! + 20 * features[at('details')]! - 30 * features[at('echo')]!;
    cases.push({
      set: i % 2 ? 'a' : 'b',
      family: i % 2 ? 'a' : 'b',
      question: `q${i % 7}`,
      kind: 'excellent',
      level: false,
      adversarial: false,
      target,
      features,
      kept: 1,
      rulesScore: 0,
      flagged: false,
    });
  }
  return cases;
}

describe('the learned combination of the scorer’s signals (bench only)', () => {
  it('recovers a known linear combination, keeps each signal to its sign, and is deterministic', () => {
    const options = { ...FIT, ridge: 0, calibrate: false };
    const model = fitGradeModel(synthetic(), options);
    expect(model.weights.actions).toBeCloseTo(60, 0);
    expect(model.weights.details).toBeCloseTo(20, 0);
    expect(model.weights.echo).toBeCloseTo(-30, 0);
    expect(model.intercept).toBeCloseTo(10, 0);
    expect(fitGradeModel(synthetic(), options)).toEqual(model);
    // Echo may only lower a score: with every answer's target raised by its echo, the fit holds it at 0.
    const raised = synthetic().map((c) => ({ ...c, target: c.target + 60 * c.features[at('echo')]! }));
    expect(fitGradeModel(raised, options).weights.echo).toBe(0);
    // A flagged answer is never scored, so never fitted.
    const flagged = synthetic().map((c, i) => (i < 30 ? c : { ...c, target: 0, flagged: true }));
    expect(fitGradeModel(flagged, options).weights.actions).toBeCloseTo(60, 0);
  });

  it('scores through the product pipeline with the combination it is given', async () => {
    const set = developmentBlindSet();
    const c = set.cases.find((x) => x.kind === 'excellent')!;
    const input = prepareEvaluation(interviewToScore(c.job, [c])).input;
    const model = {
      intercept: 50,
      weights: Object.fromEntries(GRADE_FEATURES.map((f) => [f, 0])),
    } as Parameters<typeof learnedScore>[0];
    const output = await new SignalsEvaluator((reading, grade) =>
      learnedScore(model, gradeFeatures(reading, grade), grade.kept),
    ).evaluate(input);
    expect(output.answers?.[0]?.score).toBe(50);
    const rules = await new SignalsEvaluator().evaluate(input);
    expect(rules.answers?.[0]?.score).not.toBe(50);
  });
});
