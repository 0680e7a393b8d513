import type { MatchLevel } from './scoring.js';

/** Overall-score bands of the recommendation (docs/behaviour/review.md §4): 80, 60 and 40. */
export const RECOMMENDATION_THRESHOLDS = { strongHire: 80, hire: 60, maybe: 40 } as const;

/** The recommendation as shown on screen. */
export type Recommendation = 'Strong Hire' | 'Hire' | 'Maybe' | 'No Hire';
/** The recommendation as written in detail reports. */
export type RecommendationSlug = 'strong-hire' | 'hire' | 'maybe' | 'no-hire';

/** Competency-score (0-10) label thresholds: 8 Excellent, 6 Good, 4 Fair. */
export const SCORE_LABEL_THRESHOLDS = { excellent: 8, good: 6, fair: 4 } as const;
export type ScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';

/** Legacy dashboard score colours: 80 green, 60 yellow, below red. */
export const SCORE_COLOUR_THRESHOLDS = { green: 80, yellow: 60 } as const;
export type TrafficLight = 'green' | 'yellow' | 'red';

const SLUGS: Record<Recommendation, RecommendationSlug> = {
  'Strong Hire': 'strong-hire',
  Hire: 'hire',
  Maybe: 'maybe',
  'No Hire': 'no-hire',
};

/** The recommendation for an overall score 0-100: >= 80 Strong Hire, >= 60 Hire, >= 40 Maybe. */
export function recommendationFor(overallScore: number): Recommendation {
  if (overallScore >= RECOMMENDATION_THRESHOLDS.strongHire) return 'Strong Hire';
  if (overallScore >= RECOMMENDATION_THRESHOLDS.hire) return 'Hire';
  if (overallScore >= RECOMMENDATION_THRESHOLDS.maybe) return 'Maybe';
  return 'No Hire';
}

/** The hyphenated form used by detail reports ('strong-hire', 'hire', 'maybe', 'no-hire'). */
export function recommendationSlugFor(overallScore: number): RecommendationSlug {
  return SLUGS[recommendationFor(overallScore)];
}

/**
 * The highest band each match level allows. The overall score is a weighted average, so a high
 * score can hide an unmet criterion: "Strong Hire (83%, Partial Match)" would tell HR two things
 * at once. A band never claims more than the criteria met: Strong Hire needs every criterion met,
 * Hire at least one.
 */
export const BAND_CAP_BY_MATCH: Readonly<Record<MatchLevel, Recommendation>> = {
  'Strong Match': 'Strong Hire',
  'Partial Match': 'Hire',
  'Poor Fit': 'Maybe',
};

const BAND_ORDER: readonly Recommendation[] = ['No Hire', 'Maybe', 'Hire', 'Strong Hire'];

/** The band of an overall score, capped by the match level (see BAND_CAP_BY_MATCH). */
export function bandFor(overallScore: number, level: MatchLevel): Recommendation {
  const byScore = recommendationFor(overallScore);
  const cap = BAND_CAP_BY_MATCH[level];
  return BAND_ORDER.indexOf(byScore) > BAND_ORDER.indexOf(cap) ? cap : byScore;
}

/** The hyphenated form of a band ('strong-hire', 'hire', 'maybe', 'no-hire'). */
export function slugOf(band: Recommendation): RecommendationSlug {
  return SLUGS[band];
}

/** The band a stored recommendation text names, or null when it names none. */
export function bandNamed(text: string | null): Recommendation | null {
  return BAND_ORDER.find((band) => band === text) ?? null;
}

/** The label of a 0-10 competency score. */
export function scoreLabel(scoreOutOf10: number): ScoreLabel {
  if (scoreOutOf10 >= SCORE_LABEL_THRESHOLDS.excellent) return 'Excellent';
  if (scoreOutOf10 >= SCORE_LABEL_THRESHOLDS.good) return 'Good';
  if (scoreOutOf10 >= SCORE_LABEL_THRESHOLDS.fair) return 'Fair';
  return 'Needs Improvement';
}

/** The legacy dashboard colour of an overall score 0-100. */
export function legacyScoreColour(overallScore: number): TrafficLight {
  if (overallScore >= SCORE_COLOUR_THRESHOLDS.green) return 'green';
  if (overallScore >= SCORE_COLOUR_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}
