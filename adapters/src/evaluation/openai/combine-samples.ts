import type { AnswerConcern, EvaluationInput, EvaluatorOutput } from '@sauti/core/ports/evaluator';
import { criterionScoresFromAnswers } from '@sauti/core/rules/answer-scores';

/** The median of a non-empty list (the mean of the middle two for an even count), rounded. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * One output from several samples of the same evaluation: each answer's median score, the criterion
 * scores aggregated from the medians (the core's rule: the answers to each criterion's questions),
 * and the words of the sample whose answer scores lie closest to the medians.
 */
export function combineSamples(samples: readonly EvaluatorOutput[], input: EvaluationInput): EvaluatorOutput {
  const first = samples[0];
  if (!first) throw new Error('combineSamples: no sample');
  const indexes = [...new Set(samples.flatMap((s) => (s.answers ?? []).map((a) => a.questionIndex)))].sort(
    (a, b) => a - b,
  );
  const medians = new Map(
    indexes.map((index) => [
      index,
      median(
        samples.flatMap((s) =>
          (s.answers ?? []).filter((a) => a.questionIndex === index).map((a) => a.score),
        ),
      ),
    ]),
  );
  const distance = (s: EvaluatorOutput) =>
    (s.answers ?? []).reduce(
      (sum, a) => sum + Math.abs(a.score - (medians.get(a.questionIndex) ?? a.score)),
      0,
    );
  const closest = [...samples].sort((a, b) => distance(a) - distance(b))[0]!;
  const concerns = agreedConcerns(samples);
  const answers = indexes.map((questionIndex) => ({
    questionIndex,
    score: medians.get(questionIndex)!,
    feedback: closest.answers?.find((a) => a.questionIndex === questionIndex)?.feedback ?? '',
  }));
  // Flagged answers are a person's to judge: the criteria are taken from the others.
  const flagged = new Set(concerns.map((c) => c.questionIndex));
  const byCriterion = criterionScoresFromAnswers(
    answers.filter((a) => !flagged.has(a.questionIndex)),
    input.job.questions,
    input.job.criteria.map((c) => c.id),
  );
  return {
    ...closest,
    answers,
    concerns,
    criteria: closest.criteria.map((c) => ({ ...c, score: byCriterion[c.criterionId]?.score ?? c.score })),
  };
}

/**
 * The concerns at least half the samples raise (by answer and kind), each with the first quote
 * given: one sample's misreading does not hold an interview back, a repeated one does.
 */
export function agreedConcerns(samples: readonly EvaluatorOutput[]): AnswerConcern[] {
  const found = new Map<string, { concern: AnswerConcern; count: number }>();
  for (const sample of samples) {
    const seen = new Set<string>();
    for (const concern of sample.concerns ?? []) {
      const key = `${concern.questionIndex}|${concern.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = found.get(key);
      if (entry) entry.count += 1;
      else found.set(key, { concern: { ...concern }, count: 1 });
    }
  }
  return [...found.values()].filter((e) => e.count * 2 >= samples.length).map((e) => e.concern);
}
