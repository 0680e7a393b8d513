import type { Pillar } from '../../domain/criteria.js';
import type { JsonObject } from '../../domain/json.js';
import type { AnswerConcern, CriterionAssessment, EvaluatorOutput } from '../../ports/evaluator.js';
import { checkEvidence, type QuotableAnswer } from '../../rules/evidence.js';
import { acceptedConcerns, CONCERN_REASONS, concernMessage } from '../../rules/answer-concerns.js';
import { criterionScoresFromAnswers, isScoreable, notScoredReason } from '../../rules/answer-scores.js';
import { bandFor, slugOf } from '../../rules/recommendation.js';
import { isMet, matchLevelForScores, overallScore, type PillarScores } from '../../rules/scoring.js';
import type { NotAssessableAnswer } from './evaluation-input.js';

/** The stored columns of an evaluation, composed by the core from the evaluator's raw output. */
export interface ComposedEvaluation {
  /** Null when the interview is not scored (too few assessable answers). */
  overallScore: number | null;
  strengths: string | null;
  weaknesses: string | null;
  /** The band; null when not scored. */
  recommendation: string | null;
  /** Null when not scored. */
  pillarScores: Record<string, number> | null;
  detailedAnalysis: JsonObject;
}

/** What the composition needs besides the evaluator's output. */
export interface CompositionContext {
  pillars: readonly Pillar[];
  quotable: readonly QuotableAnswer[];
  notAssessable: readonly NotAssessableAnswer[];
  /** How many questions the interview asked: the denominator of the scoring gate. */
  asked: number;
  evaluatorVersion: string;
  inputFingerprint: string;
  /** The criterion each question probes, by index (to take criteria again without flagged answers). */
  questionPillars?: ReadonlyMap<number, string | null>;
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
 * Every question's answer as stored: assessable ones with the evaluator's score (null when the
 * evaluator scores criteria only), the others with the gate's reason. By question index.
 */
function answerRecords(
  output: EvaluatorOutput,
  context: CompositionContext,
  concerns: readonly AnswerConcern[],
): JsonObject[] {
  const scored = new Map((output.answers ?? []).map((a) => [a.questionIndex, a]));
  const records: JsonObject[] = [
    ...context.quotable.map(({ questionIndex }) => {
      const concern = concerns.find((c) => c.questionIndex === questionIndex);
      // A flagged answer has no score and no feedback: a person listens to it.
      const assessment = concern ? undefined : scored.get(questionIndex);
      return {
        questionIndex,
        assessable: true,
        score: assessment ? Math.round(clamp(assessment.score, 0, 100)) : null,
        feedback: assessment?.feedback ?? null,
        ...(concern
          ? { concern: { kind: concern.kind, reason: CONCERN_REASONS[concern.kind], quote: concern.quote } }
          : {}),
      };
    }),
    ...context.notAssessable.map(({ questionIndex, reason }) => ({
      questionIndex,
      assessable: false,
      score: null,
      reason,
    })),
  ];
  return records.sort((a, b) => Number(a.questionIndex) - Number(b.questionIndex));
}

/**
 * The weaknesses as given, plus each unmet criterion the evaluator did not name: a screen never
 * shows "No weaknesses recorded" beside a main concern.
 */
function weaknessesWithUnmet(given: readonly string[], pillars: readonly Pillar[], scores: PillarScores) {
  const named = given.join(' ').toLowerCase();
  const unmet = pillars.flatMap((p) => {
    const score = scores[p.id];
    return typeof score === 'number' && !isMet(score) && !named.includes(p.label.toLowerCase())
      ? [`${p.label} is below the bar (${score}%)`]
      : [];
  });
  return [...given, ...unmet];
}

/**
 * The output without the scores of flagged answers: when the evaluator scored answers one by one,
 * its criteria are taken again from the answers left (the core's rule), and a criterion left with
 * none is not assessed; an evaluator that scores criteria only is taken as it is.
 */
function withoutFlaggedAnswers(
  output: EvaluatorOutput,
  concerns: readonly AnswerConcern[],
  context: CompositionContext,
): EvaluatorOutput {
  if (concerns.length === 0 || !output.answers) return output;
  const flagged = new Set(concerns.map((c) => c.questionIndex));
  const answers = output.answers.filter((a) => !flagged.has(a.questionIndex));
  const questions = [
    ...new Set([...context.quotable, ...context.notAssessable].map((a) => a.questionIndex)),
  ].map((index) => ({ index, pillarId: context.questionPillars?.get(index) ?? null }));
  const byCriterion = criterionScoresFromAnswers(
    answers,
    questions,
    context.pillars.map((p) => p.id),
  );
  const general = !questions.some((q) => context.pillars.some((p) => p.id === q.pillarId));
  return {
    ...output,
    answers,
    criteria: output.criteria.flatMap((c) => {
      const aggregate = byCriterion[c.criterionId];
      // A criterion whose own answers were all flagged is not assessed, not read off the others.
      return aggregate && (general || aggregate.source === 'its questions')
        ? [{ ...c, score: aggregate.score }]
        : [];
    }),
  };
}

/**
 * Turns the evaluator's output into the stored evaluation: scores clamped to 0-100 and only for
 * enabled criteria, evidence quotes not found in the transcripts dropped and counted, and the
 * overall score, band and match level computed here from the criterion scores and the job's
 * weights (the evaluator never chooses them). Too few assessable answers (see `isScoreable`): no
 * overall score, no criterion scores and no band, with the reasons why.
 */
export function composeEvaluation(given: EvaluatorOutput, context: CompositionContext): ComposedEvaluation {
  const concerns = acceptedConcerns(given.concerns, context.quotable);
  const output = withoutFlaggedAnswers(given, concerns, context);
  const flaggedAnswers = new Set(concerns.map((c) => c.questionIndex));
  // A flagged answer is set aside, not assessed: the gate counts the answers a score can rest on,
  // so an interview left with too few is not scored at all rather than held at a score of nothing.
  const assessable = context.quotable.filter((a) => !flaggedAnswers.has(a.questionIndex)).length;
  const scoreable = isScoreable(assessable, context.asked);
  const scores: PillarScores = {};
  const criteria: JsonObject = {};
  let flagged = 0;
  for (const { pillar, assessment } of assessmentsOfEnabled(output, context.pillars)) {
    const score = Math.round(clamp(assessment.score, 0, 100));
    if (scoreable) scores[pillar.id] = score;
    // A flagged answer is never quoted in the candidate's favour.
    const evidence = checkEvidence(
      assessment.evidence.filter((e) => !flaggedAnswers.has(e.questionIndex)),
      context.quotable,
    );
    flagged += evidence.flagged;
    const assessed = new Set(assessment.subcriteriaAssessed.map((s) => s.toLowerCase()));
    criteria[pillar.id] = {
      label: pillar.label,
      score: scoreable ? score : null,
      meets: scoreable ? isMet(score) : null,
      quickTake: assessment.quickTake,
      rationale: assessment.rationale,
      supportingEvidence: evidence.kept.map((e) => ({
        quote: e.quote,
        reasoning: e.reasoning,
        questionIndex: e.questionIndex,
        ...(e.english ? { english: e.english } : {}),
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
  const overall = scoreable ? overallScore(scores, context.pillars) : null;
  const level = matchLevelForScores(scores, context.pillars);
  const band = overall === null ? null : bandFor(overall, level);
  // A flagged interview gets no score and no band until a person has listened to what was
  // flagged; what it would get is kept (`held`) and shown once they have.
  const held = concerns.length > 0 && overall !== null;
  const shown = !held && scoreable;
  // The legacy out-of-10 scores are scores too: none when the interview is not scored.
  const legacy = (value: number) => (scoreable ? Math.round(clamp(value, 0, 10) * 10) / 10 : null);
  const notScoredReasons = [
    ...(scoreable ? [] : [notScoredReason(assessable, context.asked)]),
    ...concerns.map(concernMessage),
  ];
  const pillarScores = scoreable ? ({ ...scores } as Record<string, number>) : null;
  return {
    overallScore: held ? null : overall,
    strengths: joinSentences(output.strengths),
    weaknesses: joinSentences(
      scoreable ? weaknessesWithUnmet(output.weaknesses, context.pillars, scores) : output.weaknesses,
    ),
    recommendation: held ? null : band,
    pillarScores: held ? null : pillarScores,
    detailedAnalysis: {
      communicationSkills: legacy(output.legacy.communicationSkills),
      problemSolving: legacy(output.legacy.problemSolving),
      motivation: legacy(output.legacy.motivation),
      feedback: output.feedback,
      summary: output.summary,
      recommendation: band === null || held ? null : slugOf(band),
      matchLevel: shown ? level : null,
      scored: shown,
      notScoredReasons,
      concerns: concerns.map((c) => ({
        questionIndex: c.questionIndex,
        kind: c.kind,
        reason: CONCERN_REASONS[c.kind],
        quote: c.quote,
        message: concernMessage(c),
      })),
      held: held
        ? {
            overallScore: overall,
            recommendation: band,
            pillarScores,
            matchLevel: level,
            legacy: { ...output.legacy },
          }
        : null,
      evaluatorVersion: context.evaluatorVersion,
      inputFingerprint: context.inputFingerprint,
      criteria,
      answers: answerRecords(output, context, concerns),
      notAssessable: context.notAssessable.map((a) => ({ questionIndex: a.questionIndex, reason: a.reason })),
      needsHumanReview: !scoreable || context.notAssessable.length > 0 || concerns.length > 0,
      flaggedEvidenceCount: flagged,
    },
  };
}
