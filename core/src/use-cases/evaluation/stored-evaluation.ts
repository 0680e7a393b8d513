import type { PillarId } from '../../domain/criteria.js';
import { PILLAR_IDS } from '../../domain/criteria.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { PillarScores } from '../../rules/scoring.js';

/** The scores of a stored evaluation as the comparison reads them (old rows may lack fields). */
export interface StoredScores {
  overallScore: number;
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
