import type { ScoreInput } from '../../contract/score-input.js';
import type { EvaluationProvenance } from '../../domain/evaluation-provenance.js';
import type { JsonObject } from '../../domain/json.js';
import type { Digest } from '../../ports/digest.js';
import { canonicalJson } from '../../rules/canonical-json.js';
import { criteriaAsRead, type InterviewToScore } from './evaluation-input.js';

/**
 * An interview as `sauti score` reads it: the inverse of `interviewOfScoreInput`, carrying the
 * criteria's own words and the questions as heard, so reading it back prepares exactly the input
 * the evaluator was given (docs/behaviour/review.md §14).
 */
export function scoreInputOf(interview: InterviewToScore): ScoreInput {
  const { job } = interview;
  return {
    job: {
      title: job.title,
      description: job.description,
      skills: [...job.skills],
      criteria: criteriaAsRead(job.pillars),
      questions: job.questions.map((q) => ({
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: q.scoringGuide,
        // The team's rated answers it was scored against: a re-run without them would score
        // another way (docs/behaviour/review.md §15).
        ...(q.anchors?.length
          ? { anchors: q.anchors.map((a) => ({ transcript: a.transcript, rating: a.rating })) }
          : {}),
      })),
    },
    answers: interview.answers.map((a) => ({
      questionIndex: a.questionIndex,
      ...(a.questionText !== undefined ? { questionText: a.questionText } : {}),
      transcript: a.transcript,
      durationSeconds: a.durationSeconds,
      confidence: a.confidence,
    })),
  };
}

/** What is stored beside an evaluation so an auditor can re-run it: input, its digest, evaluator. */
export function provenanceOf(
  interview: InterviewToScore,
  evaluatorVersion: string,
  digest: Digest,
): Omit<EvaluationProvenance, 'evaluationId'> {
  const scoreInput = scoreInputOf(interview) as unknown as JsonObject;
  return { evaluatorVersion, inputDigest: digest.sha256Hex(canonicalJson(scoreInput)), scoreInput };
}
