import type { RatedAnswer } from '@sauti/core/ports/evaluator';
import type { AnswerReading } from './answer-reading.js';
import { isContent, keyOf, similarity, textVector } from './meaning.js';

/** A question is calibrated to its team's ratings once it has at least this many (docs/behaviour/review.md). */
export const MIN_ANCHORS = 5;

/** One rated answer as the built-in scorer read it: its own score and the team's rating. */
export interface ReadAnchor {
  score: number;
  rating: RatedAnswer['rating'];
  meaning: Float32Array | null;
}

/** The meaning of everything an answer says (its words and the question's it repeats). */
export function meaningOf(reading: AnswerReading): Float32Array | null {
  return textVector(
    reading.clauses.flatMap((c) => c.clause.tokens.filter((t) => isContent(t) && !t.negated).map(keyOf)),
  );
}

/** How sharply the nearest rated answers outweigh the others (softmax temperature on cosine). */
const NEAREST_SHARPNESS = 12;
/** Share of the calibrated rating taken from the nearest rated answers by meaning; the rest from the ordinal fit. */
const NEAREST_SHARE = 0.5;

/** The score a rating stands for: the middle of its band (5 → 90 … 1 → 10), as in docs/scoring-rubric.md. */
export const scoreOfRating = (rating: number) => 10 + 20 * (rating - 1);

/**
 * Pool-adjacent-violators: the closest non-decreasing sequence to `ys` (with weights), so a
 * higher built-in score never maps to a lower rating.
 */
function isotonic(ys: readonly number[], weights: readonly number[]): number[] {
  const blocks: { value: number; weight: number; count: number }[] = [];
  ys.forEach((y, i) => {
    blocks.push({ value: y, weight: weights[i]!, count: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.value > blocks[blocks.length - 1]!.value) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const weight = a.weight + b.weight;
      blocks.push({
        value: (a.value * a.weight + b.value * b.weight) / weight,
        weight,
        count: a.count + b.count,
      });
    }
  });
  return blocks.flatMap((b) => Array.from({ length: b.count }, () => b.value));
}

/** Beyond the anchors' range, a point of built-in score moves the rating this much (keeps order). */
const TAIL_SLOPE = 1 / 60;

/**
 * The team's standard for one question: a monotone map from the built-in score to the team's
 * ratings, fitted on the rated answers (an ordinal fit per question; between two anchors the
 * rating is interpolated, past the ends it moves slowly, so answers keep their order), blended
 * with the ratings of the rated answers nearest in meaning; read back as a 0-100 score. Null
 * below `MIN_ANCHORS` rated answers.
 */
export function calibrationOf(
  anchors: readonly ReadAnchor[],
): ((score: number, meaning: Float32Array | null) => number) | null {
  if (anchors.length < MIN_ANCHORS) return null;
  const byScore = new Map<number, number[]>();
  for (const a of anchors) byScore.set(a.score, [...(byScore.get(a.score) ?? []), a.rating]);
  const xs = [...byScore.keys()].sort((a, b) => a - b);
  const means = xs.map((x) => byScore.get(x)!.reduce((s, r) => s + r, 0) / byScore.get(x)!.length);
  const ys = isotonic(
    means,
    xs.map((x) => byScore.get(x)!.length),
  );
  return (score, meaning) => {
    let rating: number;
    if (xs.length === 1 || score <= xs[0]!) rating = ys[0]! - (xs[0]! - score) * TAIL_SLOPE;
    else if (score >= xs[xs.length - 1]!)
      rating = ys[ys.length - 1]! + (score - xs[xs.length - 1]!) * TAIL_SLOPE;
    else {
      const i = xs.findIndex((x) => x > score);
      const [x0, x1, y0, y1] = [xs[i - 1]!, xs[i]!, ys[i - 1]!, ys[i]!];
      rating = y0 + ((y1 - y0) * (score - x0)) / (x1 - x0);
    }
    // The answers the team rated that say most nearly the same thing: a plain retelling of an
    // answer rated 5 is near it; never more than a point above what the fit gives.
    const weights = anchors.map((a) => Math.exp(NEAREST_SHARPNESS * similarity(meaning, a.meaning)));
    const total = weights.reduce((s, w) => s + w, 0);
    const nearest = anchors.reduce((s, a, i) => s + (a.rating * weights[i]!) / total, 0);
    const blended = (1 - NEAREST_SHARE) * rating + NEAREST_SHARE * Math.min(nearest, rating + 1);
    return Math.round(Math.max(0, Math.min(100, scoreOfRating(blended))));
  };
}
