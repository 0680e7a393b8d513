import type { JsonObject } from '../../domain/json.js';
import type { EvaluationInput, Evaluator, EvaluatorOutput } from '../../ports/evaluator.js';
import { anchorStamp } from '../../rules/anchors.js';
import { composeEvaluation, type ComposedEvaluation } from './evaluation-record.js';
import { prepareEvaluation, type InterviewToScore, type PreparedEvaluation } from './evaluation-input.js';
import { inputFingerprint } from './input-fingerprint.js';

/** What an evaluation says when no answer could be assessed: the evaluator is not asked. */
function nothingToAssess(): EvaluatorOutput {
  return {
    criteria: [],
    answers: [],
    strengths: [],
    weaknesses: [],
    summary: 'No answer could be assessed, so nothing was scored.',
    feedback: 'Listen to the recordings: no answer has a usable transcript.',
    legacy: { communicationSkills: 0, problemSolving: 0, motivation: 0 },
  };
}

/**
 * The questions scored against the team's rated answers, as stored with the evaluation: how many
 * anchors and their stamp, so a later look can tell whether a score used the current ratings
 * (docs/behaviour/review.md §15).
 */
export function anchorsUsed(input: EvaluationInput): JsonObject[] {
  return input.job.questions.flatMap((q) =>
    q.anchors?.length
      ? [{ questionIndex: q.index, count: q.anchors.length, stamp: anchorStamp(q.anchors) }]
      : [],
  );
}

/**
 * Asks the evaluator about a prepared interview and composes the stored evaluation (the core's
 * gate, evidence check, overall score and band). An interview without one assessable answer is
 * not sent to the evaluator at all (a language model would be paid to read nothing).
 */
export async function runEvaluator(
  prepared: PreparedEvaluation,
  evaluator: Evaluator,
  fingerprint: string,
): Promise<ComposedEvaluation> {
  const output = prepared.quotable.length > 0 ? await evaluator.evaluate(prepared.input) : nothingToAssess();
  const composed = composeEvaluation(output, {
    pillars: prepared.pillars,
    quotable: prepared.quotable,
    notAssessable: prepared.notAssessable,
    asked: prepared.asked,
    evaluatorVersion: evaluator.version,
    inputFingerprint: fingerprint,
    questionPillars: new Map(prepared.input.job.questions.map((q) => [q.index, q.pillarId])),
  });
  return {
    ...composed,
    detailedAnalysis: { ...composed.detailedAnalysis, anchors: anchorsUsed(prepared.input) },
  };
}

/**
 * Scores one interview exactly as the queue does, without storing anything: `sauti score` and the
 * scoring-validity benchmark use it.
 */
export async function scoreInterview(
  interview: InterviewToScore,
  evaluator: Evaluator,
): Promise<ComposedEvaluation> {
  const prepared = prepareEvaluation(interview);
  return runEvaluator(prepared, evaluator, inputFingerprint(prepared.input));
}
