import type { Pillar, PillarId } from '../domain/criteria.js';
import { percentOf } from './percent-of.js';

/** A criterion is met at this score or above (0-100 scale). */
export const MET_THRESHOLD = 70;

/** Criterion scores of one candidate, 0-100, by pillar id; a missing pillar was not scored. */
export type PillarScores = Partial<Record<PillarId, number>>;

/** How well a candidate matches the enabled criteria (docs/behaviour/review.md §4). */
export type MatchLevel = 'Strong Match' | 'Partial Match' | 'Poor Fit';

/** One criterion of a candidate with its score, for top strength and main concern. */
export interface CriterionScore {
  pillar: PillarId;
  score: number;
}

/** Per-criterion count of candidates meeting it, over all candidates. */
export interface CriterionBreakdown {
  met: number;
  total: number;
  /** met / total as a rounded percent; 0 when there are no candidates. */
  percentage: number;
}

type Weighted = Pick<Pillar, 'id' | 'enabled' | 'weight'>;

/** True when a criterion score meets the bar (>= 70). */
export function isMet(score: number): boolean {
  return score >= MET_THRESHOLD;
}

/** The enabled pillars that carry a numeric score, in config order. */
export function scoredCriteria(scores: PillarScores, pillars: readonly Weighted[]): CriterionScore[] {
  return pillars.flatMap((pillar) => {
    const score = scores[pillar.id];
    return pillar.enabled && typeof score === 'number' && Number.isFinite(score)
      ? [{ pillar: pillar.id, score }]
      : [];
  });
}

/**
 * The overall score 0-100: the average of the enabled criteria's scores weighted by their
 * weights, rounded. Enabled criteria without a score are left out (the remaining weights carry
 * the average); if every remaining weight is 0 the plain average is used. No score at all gives 0.
 * Scores are clamped to 0-100 first.
 */
export function overallScore(scores: PillarScores, pillars: readonly Weighted[]): number {
  const weightOf = new Map(pillars.map((p) => [p.id, Math.max(0, p.weight)]));
  const scored = scoredCriteria(scores, pillars).map(({ pillar, score }) => ({
    weight: weightOf.get(pillar) ?? 0,
    score: Math.min(100, Math.max(0, score)),
  }));
  if (scored.length === 0) return 0;
  const totalWeight = scored.reduce((sum, c) => sum + c.weight, 0);
  const average =
    totalWeight > 0
      ? scored.reduce((sum, c) => sum + c.score * c.weight, 0) / totalWeight
      : scored.reduce((sum, c) => sum + c.score, 0) / scored.length;
  return Math.round(average);
}

/**
 * Strong Match when every criterion is met, Partial Match when some are, Poor Fit when none is
 * (also when there is nothing to judge).
 */
export function matchLevel(metFlags: readonly boolean[]): MatchLevel {
  const met = metFlags.filter(Boolean).length;
  if (met === 0) return 'Poor Fit';
  return met === metFlags.length ? 'Strong Match' : 'Partial Match';
}

/** The match level from the scored enabled criteria of one candidate. */
export function matchLevelForScores(scores: PillarScores, pillars: readonly Weighted[]): MatchLevel {
  return matchLevel(scoredCriteria(scores, pillars).map((c) => isMet(c.score)));
}

/**
 * A 0-100 score as every screen, report and mail writes it: '83%' (rounded). One scale for the
 * overall score and the criteria (docs/behaviour/review.md §10); '/100' and '/10' are gone.
 */
export function percentText(score: number): string {
  return `${Math.round(score)}%`;
}

/** The overview badge: '{score}% - Strong Match' (score rounded). */
export function matchBadge(score: number, level: MatchLevel): string {
  return `${percentText(score)} - ${level}`;
}

/**
 * Met / total / percentage per enabled criterion. Total is the number of candidates given; a
 * candidate without a score for a criterion counts as not meeting it.
 */
export function criteriaBreakdown(
  candidates: readonly { pillarScores: PillarScores }[],
  pillars: readonly Weighted[],
): Partial<Record<PillarId, CriterionBreakdown>> {
  const total = candidates.length;
  const breakdown: Partial<Record<PillarId, CriterionBreakdown>> = {};
  for (const pillar of pillars.filter((p) => p.enabled)) {
    const met = candidates.filter((c) => isMet(c.pillarScores[pillar.id] ?? -1)).length;
    breakdown[pillar.id] = breakdownFigures(met, total);
  }
  return breakdown;
}

/** One criterion's breakdown from its counts (also used when the database counted them). */
export function breakdownFigures(met: number, total: number): CriterionBreakdown {
  return { met, total, percentage: percentOf(met, total) };
}

/** The highest-scoring enabled criterion (the first in config order on a tie), or null. */
export function topStrength(scores: PillarScores, pillars: readonly Weighted[]): CriterionScore | null {
  return scoredCriteria(scores, pillars).reduce<CriterionScore | null>(
    (best, c) => (best === null || c.score > best.score ? c : best),
    null,
  );
}

/**
 * The lowest-scoring enabled criterion (the first on a tie), shown only when it is below 70;
 * otherwise null.
 */
export function mainConcern(scores: PillarScores, pillars: readonly Weighted[]): CriterionScore | null {
  const lowest = scoredCriteria(scores, pillars).reduce<CriterionScore | null>(
    (worst, c) => (worst === null || c.score < worst.score ? c : worst),
    null,
  );
  return lowest !== null && !isMet(lowest.score) ? lowest : null;
}
