import type { Pillar } from '../../domain/criteria.js';
import type { JsonObject } from '../../domain/json.js';
import type { CriterionAssessment, EvaluatorOutput } from '../../ports/evaluator.js';
import { checkEvidence, type QuotableAnswer } from '../../rules/evidence.js';
import { recommendationFor, recommendationSlugFor } from '../../rules/recommendation.js';
import { isMet, matchLevelForScores, overallScore, type PillarScores } from '../../rules/scoring.js';
import type { NotAssessableAnswer } from './evaluation-input.js';

/** The stored columns of an evaluation, composed by the core from the evaluator's raw output. */
export interface ComposedEvaluation {
  overallScore: number;
  strengths: string | null;
  weaknesses: string | null;
  recommendation: string;
  pillarScores: Record<string, number>;
  detailedAnalysis: JsonObject;
}

/** What the composition needs besides the evaluator's output. */
export interface CompositionContext {
  pillars: readonly Pillar[];
  quotable: readonly QuotableAnswer[];
  notAssessable: readonly NotAssessableAnswer[];
  evaluatorVersion: string;
  inputFingerprint: string;
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** Sentences as stored in strengths / weaknesses: the views split them on '. '. */
export function joinSentences(items: readonly string[]): string | null {
  const sentences = items.map((s) => s.trim().replace(/[.\s]+$/, '')).filter((s) => s !== '');
  return sentences.length ? `${sentences.join('. ')}.` : null;
}

/** The evaluator's assessment of each enabled criterion (the first one given), others ignored. */
function assessmentsOfEnabled(output: EvaluatorOutput, pillars: readonly Pillar[]) {
  const found = new Map<string, CriterionAssessment>();
  for (const c of output.criteria) if (!found.has(c.criterionId)) found.set(c.criterionId, c);
  return pillars.flatMap((pillar) => {
    const assessment = found.get(pillar.id);
    return assessment ? [{ pillar, assessment }] : [];
  });
}

/**
 * Turns the evaluator's output into the stored evaluation: scores clamped to 0-100 and only for
 * enabled criteria, evidence quotes not found in the transcripts dropped and counted, and the
 * overall score, recommendation band and match level computed here from the criterion scores and
 * the job's weights (the evaluator never chooses them).
 */
export function composeEvaluation(output: EvaluatorOutput, context: CompositionContext): ComposedEvaluation {
  const scores: PillarScores = {};
  const criteria: JsonObject = {};
  let flagged = 0;
  for (const { pillar, assessment } of assessmentsOfEnabled(output, context.pillars)) {
    const score = Math.round(clamp(assessment.score, 0, 100));
    scores[pillar.id] = score;
    const evidence = checkEvidence(assessment.evidence, context.quotable);
    flagged += evidence.flagged;
    const assessed = new Set(assessment.subcriteriaAssessed.map((s) => s.toLowerCase()));
    criteria[pillar.id] = {
      label: pillar.label,
      score,
      meets: isMet(score),
      quickTake: assessment.quickTake,
      rationale: assessment.rationale,
      supportingEvidence: evidence.kept.map((e) => ({
        quote: e.quote,
        reasoning: e.reasoning,
        questionIndex: e.questionIndex,
      })),
      relatedQuestions: assessment.relatedQuestions.map((q) => ({
        questionIndex: q.questionIndex,
        feedback: q.feedback,
      })),
      subcriteria: pillar.subcriteria
        .filter((s) => s.enabled)
        .map((s) => ({
          id: s.id,
          label: s.label,
          assessed: assessed.has(s.id.toLowerCase()) || assessed.has(s.label.toLowerCase()),
        })),
    };
  }
  const overall = overallScore(scores, context.pillars);
  const legacy = (value: number) => Math.round(clamp(value, 0, 10) * 10) / 10;
  return {
    overallScore: overall,
    strengths: joinSentences(output.strengths),
    weaknesses: joinSentences(output.weaknesses),
    recommendation: recommendationFor(overall),
    pillarScores: { ...scores } as Record<string, number>,
    detailedAnalysis: {
      communicationSkills: legacy(output.legacy.communicationSkills),
      problemSolving: legacy(output.legacy.problemSolving),
      motivation: legacy(output.legacy.motivation),
      feedback: output.feedback,
      summary: output.summary,
      recommendation: recommendationSlugFor(overall),
      matchLevel: matchLevelForScores(scores, context.pillars),
      evaluatorVersion: context.evaluatorVersion,
      inputFingerprint: context.inputFingerprint,
      criteria,
      notAssessable: context.notAssessable.map((a) => ({ questionIndex: a.questionIndex, reason: a.reason })),
      needsHumanReview: context.notAssessable.length > 0,
      flaggedEvidenceCount: flagged,
    },
  };
}
