import type { Evaluation } from '../../domain/evaluation.js';
import { describeEvaluator } from '../../rules/evaluator-label.js';
import { bandFor, recommendationFor, slugOf } from '../../rules/recommendation.js';
import { notScoredReasonsOf } from '../evaluation/stored-evaluation.js';
import type { NotAssessableView, ReviewEvaluation } from '../../contract/review-views.js';
import { readStoredAnalysis, type StoredAnalysis } from './stored-analysis.js';

/** 'Question 3 not assessable: no speech detected' (question numbers are 1-based). */
export function notAssessableMessage(questionIndex: number, reason: string): string {
  return `Question ${questionIndex + 1} not assessable: ${reason}`;
}

/** The gate's verdicts with the text HR reads. */
export function presentNotAssessable(analysis: StoredAnalysis): NotAssessableView[] {
  return analysis.notAssessable.map(({ questionIndex, reason }) => ({
    questionIndex,
    reason,
    message: notAssessableMessage(questionIndex, reason),
  }));
}

/**
 * The band shown: the score's band capped by the stored match level, so older evaluations stored
 * before the cap read consistently too ("Strong Hire" never beside "Partial Match").
 */
function displayedBand(overallScore: number, analysis: StoredAnalysis) {
  return analysis.matchLevel ? bandFor(overallScore, analysis.matchLevel) : recommendationFor(overallScore);
}

/** An evaluation as the review screens read it; any stored analysis shape is accepted. */
export function presentReviewEvaluation(
  evaluation: Evaluation,
  analysis: StoredAnalysis = readStoredAnalysis(evaluation.detailedAnalysis),
): ReviewEvaluation {
  const band = evaluation.overallScore === null ? null : displayedBand(evaluation.overallScore, analysis);
  const notScoredReasons = notScoredReasonsOf(evaluation);
  return {
    id: evaluation.id,
    overallScore: evaluation.overallScore,
    strengths: evaluation.strengths,
    weaknesses: evaluation.weaknesses,
    recommendation: band,
    recommendationSlug: band === null ? null : slugOf(band),
    scored: evaluation.overallScore !== null,
    notScoredReasons,
    evaluator: describeEvaluator(analysis.evaluatorVersion),
    answerScores: analysis.answers,
    concerns: analysis.concerns,
    heldForListen: analysis.heldForListen,
    feedback: analysis.feedback,
    summary: analysis.summary,
    detailedAnalysis: {
      communicationSkills: analysis.communicationSkills,
      problemSolving: analysis.problemSolving,
      motivation: analysis.motivation,
    },
    evaluatorVersion: analysis.evaluatorVersion,
    evaluatedAt: evaluation.evaluatedAt.toISOString(),
    needsHumanReview:
      analysis.needsHumanReview || analysis.notAssessable.length > 0 || notScoredReasons.length > 0,
    notAssessable: presentNotAssessable(analysis),
    flaggedEvidenceCount: analysis.flaggedEvidenceCount,
  };
}
