import type { JsonObject } from '../../domain/json.js';
import {
  readsLanguage,
  type EvaluationInput,
  type Evaluator,
  type EvaluatorOutput,
} from '../../ports/evaluator.js';
import { anchorStamp } from '../../rules/anchors.js';
import { DEFAULT_INTERVIEW_LANGUAGE, languageName } from '../../rules/interview-languages.js';
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

/** What an evaluation says when nothing here can transcribe or score the interview's language. */
function scoredByTeam(language: string): EvaluatorOutput {
  return {
    ...nothingToAssess(),
    summary: `Not scored automatically: this interview is in ${languageName(language)}, which nothing here can transcribe and score.`,
    feedback:
      "Listen to the recordings and rate each answer: the overall score comes from your team's ratings.",
  };
}

/**
 * An interview in a language the evaluator does not read is never given to it (the built-in
 * scorer reads English only): every answer is kept for the team (docs/behaviour/interview.md §22).
 */
function forTeam(prepared: PreparedEvaluation): PreparedEvaluation {
  const answered = prepared.input.answers.map((a) => a.questionIndex);
  const unanswered = prepared.notAssessable.filter((n) => n.reason === 'no answer recorded');
  return {
    ...prepared,
    quotable: [],
    notAssessable: [
      ...answered.map((questionIndex) => ({ questionIndex, reason: 'to be scored by your team' as const })),
      ...unanswered,
    ].sort((a, b) => a.questionIndex - b.questionIndex),
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
  /** False when no transcriber here hears the interview's language: its answers are the team's to rate. */
  recognised = true,
): Promise<ComposedEvaluation> {
  const language = prepared.input.job.language ?? DEFAULT_INTERVIEW_LANGUAGE;
  const readable = recognised && readsLanguage(evaluator, language);
  if (!readable) prepared = forTeam(prepared);
  const output = !readable
    ? scoredByTeam(language)
    : prepared.quotable.length > 0
      ? await evaluator.evaluate(prepared.input)
      : nothingToAssess();
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
