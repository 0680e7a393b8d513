import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '@sauti/core/domain/criteria';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { inputCriteria, supportInterview } from '../testing/evaluation-inputs.js';
import { evaluatorContract } from '../testing/evaluator-contract.js';
import { FEATURE_POINTS } from './criterion-score.js';
import { LocalEvaluator, LOCAL_EVALUATOR_VERSION } from './local-evaluator.js';
import { CRITERION_VOCABULARY } from './vocabulary.js';

evaluatorContract('LocalEvaluator', () => new LocalEvaluator());

const evaluator = new LocalEvaluator();
const scoresOf = async (input: EvaluationInput) =>
  Object.fromEntries((await evaluator.evaluate(input)).criteria.map((c) => [c.criterionId, c.score]));

const FILLER = ['the', 'day', 'went', 'fine', 'okay', 'then', 'later', 'it', 'was', 'good'];
const filler = fc.array(fc.constantFrom(...FILLER), { minLength: 0, maxLength: 30 }).map((w) => w.join(' '));
const RELEVANT = [...new Set(Object.values(CRITERION_VOCABULARY).flat())].filter((t) => !t.includes(' '));
/** A relevant, substantive sentence: criterion words, job words, a figure, an example cue. */
const relevantSentence = fc
  .tuple(
    fc.array(fc.constantFrom(...RELEVANT), { minLength: 1, maxLength: 6 }),
    fc.array(fc.constantFrom('customer', 'complaints', 'records', 'emails', 'calls'), { maxLength: 3 }),
    fc.nat(500),
    fc.boolean(),
  )
  .map(
    ([terms, job, n, example]) =>
      `${example ? 'For example, ' : ''}I ${terms.join(' and ')} ${job.join(' ')} ${n} times.`,
  );

describe('LocalEvaluator', () => {
  it('records its version', () => {
    expect(evaluator.version).toBe(LOCAL_EVALUATOR_VERSION);
    expect(LOCAL_EVALUATOR_VERSION).toBe('local-heuristic@1');
  });

  it('weights its features to 100 points', () => {
    expect(Object.values(FEATURE_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('never lowers a criterion score when a relevant, substantive sentence is added', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(filler, { minLength: 1, maxLength: 3 }),
        relevantSentence,
        fc.nat(),
        fc.option(fc.integer({ min: 5, max: 120 }), { nil: null }),
        async (texts, sentence, at, duration) => {
          const base: EvaluationInput = {
            job: { ...supportInterview().job, criteria: inputCriteria() },
            answers: texts.map((transcript, questionIndex) => ({
              questionIndex,
              questionText: `Question ${questionIndex}`,
              transcript,
              durationSeconds: duration,
              transcriptConfidence: null,
            })),
          };
          const target = at % texts.length;
          const richer: EvaluationInput = {
            ...base,
            answers: base.answers.map((a) =>
              a.questionIndex === target ? { ...a, transcript: `${a.transcript} ${sentence}`.trim() } : a,
            ),
          };
          const before = await scoresOf(base);
          const after = await scoresOf(richer);
          for (const id of Object.keys(before)) expect(after[id]).toBeGreaterThanOrEqual(before[id]!);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('scores a substantive answer above a vague one on every criterion', async () => {
    const strong = supportInterview();
    const vague: EvaluationInput = {
      ...strong,
      answers: strong.answers.map((a) => ({ ...a, transcript: a.transcript && 'It was fine I think, yes.' })),
    };
    const good = await scoresOf(strong);
    const poor = await scoresOf(vague);
    for (const id of Object.keys(good)) expect(good[id]).toBeGreaterThan(poor[id]!);
  });

  it('is deterministic and explains each score with its features', async () => {
    const first = await evaluator.evaluate(supportInterview());
    expect(await evaluator.evaluate(supportInterview())).toEqual(first);
    const communication = first.criteria.find((c) => c.criterionId === 'communication')!;
    expect(communication.rationale).toContain('communication vocabulary');
    expect(communication.rationale).toContain(`scored ${communication.score}/100`);
    expect(communication.evidence[0]?.quote).toContain('explained our refund policy clearly');
    expect(communication.relatedQuestions.map((q) => q.questionIndex)).toContain(1);
    expect(communication.subcriteriaAssessed).toContain('active_listening');
    const problem = first.criteria.find((c) => c.criterionId === 'problem_solving')!;
    expect(problem.relatedQuestions.find((q) => q.questionIndex === 2)?.feedback).toMatch(/^Not assessed/);
    expect(first.feedback).toContain('1 answer could not be assessed and needs a human listen');
  });

  it('gives every criterion 0 when nothing could be assessed', async () => {
    const input = supportInterview();
    const output = await evaluator.evaluate({
      ...input,
      answers: input.answers.map((a) => ({ ...a, transcript: null })),
    });
    expect(output.criteria.map((c) => c.score)).toEqual(inputCriteria().map(() => 0));
    expect(PILLAR_IDS).toContain(output.criteria[0]!.criterionId);
  });
});
