import {
  UNSCORED_FIGURES,
  type CandidateFigures,
  type CriterionFigure,
  type LabelledScore,
} from '@sauti/core/contract/review-views';
import type { MatchLevel } from '@sauti/core/rules/scoring';

/** The figures the server sends for an interview not scored (or not evaluated yet). */
export const NOT_SCORED_FIGURES: CandidateFigures = { progress: 'completed', ...UNSCORED_FIGURES };

/** The figures the server sends for a scored interview, from the parts a fixture already holds. */
export function scoredFigures(input: {
  score: number;
  band: string | null;
  matchLevel: MatchLevel;
  criteria: CriterionFigure[];
  topStrength: LabelledScore | null;
  mainConcern: LabelledScore | null;
}): CandidateFigures {
  return {
    progress: 'completed',
    scored: true,
    scorePercent: Math.round(input.score),
    band: input.band as CandidateFigures['band'],
    matchLevel: input.matchLevel,
    criteria: input.criteria,
    criteriaMet: {
      met: input.criteria.filter((c) => c.met).length,
      total: input.criteria.filter((c) => c.percent !== null).length,
    },
    topStrength: input.topStrength,
    mainConcern: input.mainConcern,
  };
}
