import type { AnswerRating } from '../domain/answer-rating.js';
import { RATING_SCORE_FLOORS, ratingOfScore } from './calibration.js';

/** One rated answer with its score: the score never saw the answer's own rating (anchors exclude it). */
export interface ScoredRating {
  /** 0-100, the evaluator's score of the answer against its question. */
  score: number;
  /** The team's rating of the answer. */
  rating: AnswerRating;
}

/** How far the scores agree with the team's ratings (docs/behaviour/review.md §15). */
export interface Agreement {
  /** Rated answers with a score: the sample size. */
  compared: number;
  /** Answers whose score reads as the team's rating exactly (ratingOfScore). */
  exact: number;
  /** Answers whose score reads as the team's rating or one level from it: what "agrees" means. */
  adjacent: number;
  /** Spearman's rank correlation, two decimals; null under 3 answers or when either side never varies. */
  spearman: number | null;
}

/** Below this many compared answers the figure is shown with a warning that it can swing widely. */
export const AGREEMENT_MIN_SAMPLE = 10;

/** Ranks 1..n with ties given the mean of the ranks they span. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    for (let i = start; i <= end; i += 1) out[order[i]!.index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

/** Spearman's rho (Pearson's correlation of the ranks, ties averaged); null when undefined. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 3) return null;
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (xs.length + 1) / 2;
  let [sxy, sxx, syy] = [0, 0, 0];
  for (let i = 0; i < rx.length; i += 1) {
    const [dx, dy] = [rx[i]! - mean, ry[i]! - mean];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** The agreement of scores with ratings: the one place the figure is computed. */
export function agreementOf(pairs: readonly ScoredRating[]): Agreement {
  let exact = 0;
  let adjacent = 0;
  for (const { score, rating } of pairs) {
    const distance = Math.abs(ratingOfScore(score) - rating);
    if (distance === 0) exact += 1;
    if (distance <= 1) adjacent += 1;
  }
  const rho = spearman(
    pairs.map((p) => p.score),
    pairs.map((p) => p.rating),
  );
  return {
    compared: pairs.length,
    exact,
    adjacent,
    spearman: rho === null ? null : Math.round(rho * 100) / 100,
  };
}

const answers = (n: number) => `${n} answer${n === 1 ? '' : 's'}`;

/** What "agrees" means, said once for every screen that shows the figure. */
export const AGREEMENT_MEANING =
  `"Agrees" means Sauti's score falls in your rating's level or the next one. Scores read as ratings ` +
  `this way: ${RATING_SCORE_FLOORS[5]}-100 is 5, ${RATING_SCORE_FLOORS[4]}-${RATING_SCORE_FLOORS[5] - 1} is 4, ` +
  `${RATING_SCORE_FLOORS[3]}-${RATING_SCORE_FLOORS[4] - 1} is 3, ${RATING_SCORE_FLOORS[2]}-${RATING_SCORE_FLOORS[3] - 1} is 2, ` +
  `below ${RATING_SCORE_FLOORS[2]} is 1. Each answer's score was made without its own rating.`;

/** The agreement in a recruiter's words. */
export interface AgreementWords {
  /** e.g. "Sauti agrees with your team's ratings on 8 of 10 answers". */
  headline: string;
  /** e.g. 'The same level exactly on 5 of 10.' */
  exact: string | null;
  /** The rank correlation and what it says about the order. */
  ranking: string | null;
  /** Shown when the sample is small. */
  caution: string | null;
}

function orderPhrase(rho: number): string {
  if (rho >= 0.7) return 'Sauti puts these answers in much the same order as your team';
  if (rho >= 0.4) return "Sauti roughly follows your team's order";
  if (rho >= 0) return "Sauti's order has little in common with your team's";
  return 'Sauti tends to order these answers the opposite way to your team';
}

/** The figure as the job's review shows it. */
export function agreementWords(agreement: Agreement): AgreementWords {
  const { compared, exact, adjacent, spearman: rho } = agreement;
  if (compared === 0) {
    return {
      headline: 'No rated answer has a score to compare yet.',
      exact: null,
      ranking: null,
      caution: null,
    };
  }
  return {
    headline: `Sauti agrees with your team's ratings on ${adjacent} of ${answers(compared)}`,
    exact: `The same level exactly on ${exact} of ${compared}.`,
    ranking:
      rho === null
        ? 'Too few different ratings or scores to compare the order.'
        : `Rank correlation ${rho.toFixed(2)}: ${orderPhrase(rho)}.`,
    caution:
      compared < AGREEMENT_MIN_SAMPLE
        ? `Based on ${answers(compared)} only: too few to judge yet. Rate at least ${AGREEMENT_MIN_SAMPLE}.`
        : null,
  };
}
