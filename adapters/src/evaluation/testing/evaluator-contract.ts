import { describe, expect, it } from 'vitest';
import type { EvaluationInput, Evaluator } from '@sauti/core/ports/evaluator';
import { checkEvidence } from '@sauti/core/rules/evidence';
import { inputCriteria, supportInterview } from './evaluation-inputs.js';

/** The transcripts an evaluator may quote from. */
function quotable(input: EvaluationInput) {
  return input.answers.flatMap((a) =>
    a.transcript === null ? [] : [{ questionIndex: a.questionIndex, transcript: a.transcript }],
  );
}

/**
 * What every Evaluator must do, as a reusable suite: call it from a test file with a factory for
 * the evaluator under test (the local one, or an LLM adapter against a scripted server).
 */
export function evaluatorContract(name: string, makeEvaluator: () => Evaluator | Promise<Evaluator>): void {
  describe(`${name} (Evaluator contract)`, () => {
    it('has a version to store with its evaluations', async () => {
      const evaluator = await makeEvaluator();
      expect(evaluator.version).toMatch(/\S+@\S+/);
    });

    it('scores each enabled criterion once, 0-100, and nothing else', async () => {
      const input = supportInterview({
        criteria: inputCriteria(['communication', 'motivation', 'leadership']),
      });
      const output = await (await makeEvaluator()).evaluate(input);
      expect(output.criteria.map((c) => c.criterionId).sort()).toEqual([
        'communication',
        'leadership',
        'motivation',
      ]);
      for (const c of output.criteria) {
        expect(c.score).toBeGreaterThanOrEqual(0);
        expect(c.score).toBeLessThanOrEqual(100);
        expect(c.quickTake.length).toBeGreaterThan(0);
        expect(c.rationale.length).toBeGreaterThan(0);
      }
    });

    it('quotes only what occurs in the transcripts, and names real answers', async () => {
      const input = supportInterview();
      const output = await (await makeEvaluator()).evaluate(input);
      const evidence = output.criteria.flatMap((c) => c.evidence);
      expect(checkEvidence(evidence, quotable(input)).flagged).toBe(0);
      const indexes = new Set(input.answers.map((a) => a.questionIndex));
      for (const c of output.criteria) {
        for (const q of c.relatedQuestions) expect(indexes.has(q.questionIndex)).toBe(true);
      }
    });

    it('gives legacy scores out of 10', async () => {
      const output = await (await makeEvaluator()).evaluate(supportInterview());
      for (const value of Object.values(output.legacy)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(10);
      }
    });

    it('scores nothing as content when no answer has a transcript', async () => {
      const input = supportInterview();
      const silent = { ...input, answers: input.answers.map((a) => ({ ...a, transcript: null })) };
      const output = await (await makeEvaluator()).evaluate(silent);
      expect(output.criteria.flatMap((c) => c.evidence)).toEqual([]);
      const full = await (await makeEvaluator()).evaluate(input);
      const total = (o: typeof output) => o.criteria.reduce((sum, c) => sum + c.score, 0);
      expect(total(output)).toBeLessThan(total(full));
    });
  });
}
