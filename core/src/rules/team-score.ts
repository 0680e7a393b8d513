import type { AnswerRating } from '../domain/answer-rating.js';

/** How HR's screens name an overall score made from the team's ratings, word for word. */
export const TEAM_SCORE_LABEL = 'Scored by your team';

/**
 * An interview's overall score from its team ratings, for an interview nothing here scored
 * automatically (one in a language no recogniser or scorer here serves; docs/behaviour/interview.md
 * §22). Each answer's team rating (docs/behaviour/review.md §15) maps 1 → 0, 2 → 25, 3 → 50, 4 → 75,
 * 5 → 100, the anchors of the answer scale the scorers use; the score is their mean over the rated
 * answers, rounded.
 */
export interface TeamScore {
  score: number;
  ratedAnswers: number;
  answers: number;
  label: typeof TEAM_SCORE_LABEL;
}

/** The team's score of answers rated so far, or null while none is rated. */
export function teamScore(teamRatings: readonly (AnswerRating | null)[]): TeamScore | null {
  const rated = teamRatings.filter((r): r is AnswerRating => r !== null);
  if (rated.length === 0) return null;
  const mean = rated.reduce((sum, r) => sum + (r - 1) * 25, 0) / rated.length;
  return {
    score: Math.round(mean),
    ratedAnswers: rated.length,
    answers: teamRatings.length,
    label: TEAM_SCORE_LABEL,
  };
}
