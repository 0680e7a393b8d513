import type { PillarId } from '../../domain/criteria.js';
import { PILLAR_IDS } from '../../domain/criteria.js';
import type { Evaluation } from '../../domain/evaluation.js';
import { describeEvaluator, type EvaluatorDescription } from '../../rules/evaluator-label.js';
import type { PillarScores } from '../../rules/scoring.js';

/** The scores of a stored evaluation as the comparison reads them (old rows may lack fields). */
export interface StoredScores {
  /** Null when the interview was not scored. */
  overallScore: number | null;
  pillarScores: PillarScores;
  needsHumanReview: boolean;
}

/** The criterion scores of a stored evaluation, ignoring unknown criterion ids and non-numbers. */
export function readStoredScores(
  evaluation: Pick<Evaluation, 'overallScore' | 'pillarScores'>,
): Omit<StoredScores, 'needsHumanReview'> {
  const pillarScores: PillarScores = {};
  for (const [id, score] of Object.entries(evaluation.pillarScores ?? {})) {
    if (
      (PILLAR_IDS as readonly string[]).includes(id) &&
      typeof score === 'number' &&
      Number.isFinite(score)
    ) {
      pillarScores[id as PillarId] = score;
    }
  }
  return { overallScore: evaluation.overallScore, pillarScores };
}

/** Reads the scores of any stored evaluation (old rows may lack fields) and its human-review flag. */
export function readStoredEvaluation(evaluation: Evaluation): StoredScores {
  const analysis = evaluation.detailedAnalysis;
  const needsHumanReview =
    typeof analysis === 'object' && analysis !== null && !Array.isArray(analysis)
      ? analysis.needsHumanReview === true
      : false;
  return { ...readStoredScores(evaluation), needsHumanReview };
}

/** Why a stored evaluation has no score ("Only 1 of 4 answers could be assessed…"); empty when scored. */
export function notScoredReasonsOf(
  evaluation: Pick<Evaluation, 'overallScore' | 'detailedAnalysis'>,
): string[] {
  if (evaluation.overallScore !== null) return [];
  const analysis = evaluation.detailedAnalysis;
  const reasons =
    typeof analysis === 'object' &&
    analysis !== null &&
    !Array.isArray(analysis) &&
    Array.isArray(analysis.notScoredReasons)
      ? analysis.notScoredReasons.filter((r): r is string => typeof r === 'string')
      : [];
  return reasons.length ? reasons : ['Too few answers could be assessed.'];
}

/** Who made a stored evaluation, from the evaluator version stored with it (docs/behaviour/review.md §16). */
export function evaluatorOf(evaluation: Pick<Evaluation, 'detailedAnalysis'>): EvaluatorDescription {
  const analysis = evaluation.detailedAnalysis;
  const version =
    typeof analysis === 'object' && analysis !== null && !Array.isArray(analysis)
      ? analysis.evaluatorVersion
      : null;
  return describeEvaluator(typeof version === 'string' ? version : null);
}
