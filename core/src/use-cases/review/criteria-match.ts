import type { Pillar, PillarId } from '../../domain/criteria.js';
import type { Evaluation } from '../../domain/evaluation.js';
import {
  isMet,
  mainConcern,
  matchLevelForScores,
  scoredCriteria,
  topStrength,
  type CriterionScore,
  type MatchLevel,
  type PillarScores,
} from '../../rules/scoring.js';
import { readStoredScores } from '../evaluation/stored-evaluation.js';
import type { LabelledScore } from '../../contract/review-views.js';

/** How one evaluated candidate stands against the job's enabled criteria. */
export interface CriteriaMatch {
  overallScore: number;
  pillarScores: PillarScores;
  matchLevel: MatchLevel;
  /** Criterion id to met, for the enabled criteria that carry a score. */
  criteriaBreakdown: Partial<Record<PillarId, boolean>>;
  met: number;
  scored: number;
  meetsAllCriteria: boolean;
  partialMatch: boolean;
  topStrength: LabelledScore | null;
  mainConcern: LabelledScore | null;
}

/** A criterion score with the job's label for it. */
export function labelled(score: CriterionScore | null, pillars: readonly Pillar[]): LabelledScore | null {
  if (!score) return null;
  const label = pillars.find((p) => p.id === score.pillar)?.label ?? score.pillar;
  return { pillar: score.pillar, label, score: score.score };
}

/**
 * The match of an evaluation against `pillars` (the job's enabled criteria), by the core scoring
 * rules; null for an interview that was not scored (it matches nothing, it has no score).
 */
export function criteriaMatch(
  evaluation: Pick<Evaluation, 'overallScore' | 'pillarScores'>,
  pillars: readonly Pillar[],
): CriteriaMatch | null {
  const { overallScore, pillarScores } = readStoredScores(evaluation);
  if (overallScore === null) return null;
  const scored = scoredCriteria(pillarScores, pillars);
  const criteriaBreakdown: Partial<Record<PillarId, boolean>> = {};
  for (const c of scored) criteriaBreakdown[c.pillar] = isMet(c.score);
  const level = matchLevelForScores(pillarScores, pillars);
  // A strength is a criterion met: the highest one below the bar is no strength (it was shown as
  // 'Top Strength' beside the same criterion marked not met).
  const strongest = topStrength(pillarScores, pillars);
  return {
    overallScore,
    pillarScores,
    matchLevel: level,
    criteriaBreakdown,
    met: scored.filter((c) => isMet(c.score)).length,
    scored: scored.length,
    meetsAllCriteria: level === 'Strong Match',
    partialMatch: level === 'Partial Match',
    topStrength: labelled(strongest && isMet(strongest.score) ? strongest : null, pillars),
    mainConcern: labelled(mainConcern(pillarScores, pillars), pillars),
  };
}
