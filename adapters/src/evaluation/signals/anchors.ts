import type { RatedAnswer } from '@sauti/core/ports/evaluator';
import type { AnswerReading } from './answer-reading.js';
import type { AnswerGrade } from './answer-grade.js';
import { similarity, textVector } from './meaning.js';

/** A question is calibrated to its team's ratings once it has at least this many (docs/behaviour/review.md). */
export const MIN_ANCHORS = 5;

/** One rated answer as the built-in scorer read it: its own score and the team's rating. */
export interface ReadAnchor {
  score: number;
  rating: RatedAnswer['rating'];
  meaning: Float32Array | null;
}

/** What the calibration knows of an answer to score: its built-in score and what it says. */
export interface AnswerToCalibrate {
  score: number;
  meaning: Float32Array | null;
  /** The scorer took most of it away for a reason nearness in words cannot see (see `isDiscounted`). */
  discounted: boolean;
  /** A list of words or an empty template: it tells nothing, so no rated answer lifts it (see `isEmpty`). */
  empty: boolean;
}

/**
 * What an answer says on its question in its own words: the words of its clauses on the subject,
 * not the question's said back (docs/scoring-rubric.md, the `local-signals@8` round). A weak answer
 * padded with a story is near the weak rated answer, a plain retelling near the excellent one.
 */
export function meaningOf(reading: AnswerReading): Float32Array | null {
  return textVector(reading.clauses.filter((c) => c.onSubject).flatMap((c) => c.novel));
}

/** A list of words, an empty template or another question's answer: its words may be near a rated answer's, it does not say the same. */
export const isDiscounted = (grade: AnswerGrade) =>
  grade.answersOther !== null || grade.list || grade.template;

/** A list of words or an empty template: nothing said, whatever words it shares with a rated answer. */
export const isEmpty = (grade: AnswerGrade) => grade.list || grade.template;

/** How fast a rated answer's say falls as its meaning moves away: weight e^(SHARPNESS × (cosine − 1)). */
const NEAREST_SHARPNESS = 5;
/**
 * The weight of the ordinal fit against the rated answers' (a retelling of one weighs about 0.7).
 * 0.06 since the good ratings count only near (`goodEvidence`): with them no longer lifting far
 * answers, a lower fit weight lets nearness rank more (docs/scoring-rubric.md, the
 * `local-signals@15` round (anchors)).
 */
const FIT_WEIGHT = 0.06;
/** What nearness counts for in an answer the scorer discounted. */
const DISCOUNTED_EVIDENCE = 0.2;
/**
 * The good end of the team's scale: "good" and "excellent", ratings for what one answer says (the
 * `@12` round held this for 5 alone; `@15` for 4 too: harmful conduct, another question's answer,
 * a wrong question's, lie at a median 0.40-0.52 of the good rated answer and were lifted by it).
 */
const GOOD_RATING = 4;
/**
 * A good or excellent rating is evidence for an answer only as far as it says the same thing:
 * none at a cosine of GOOD_FROM or less (an answer on the subject that says something else:
 * harmful conduct told fluently, another question's answer, a padded weak answer), all of it from
 * GOOD_FULL (a retelling, 0.84-0.97), straight in between. The lower ratings keep their say at any
 * distance (docs/scoring-rubric.md, the `local-signals@12` and `@15` rounds (anchors)).
 */
const GOOD_FROM = 0.5;
const GOOD_FULL = 0.9;
const goodEvidence = (cosine: number) =>
  Math.max(0, Math.min(1, (cosine - GOOD_FROM) / (GOOD_FULL - GOOD_FROM)));
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

/**
 * A monotone map from `x` to the team's ratings, fitted on the rated answers (pool-adjacent-violators
 * on the mean rating at each x): between two points the rating is interpolated, past the ends it
 * moves by `tailSlope` a unit of x, so a higher x never maps to a lower rating.
 */
function monotoneFit(
  points: readonly { x: number; rating: number }[],
  tailSlope: number,
): (x: number) => number {
  const byX = new Map<number, number[]>();
  for (const p of points) byX.set(p.x, [...(byX.get(p.x) ?? []), p.rating]);
  const xs = [...byX.keys()].sort((a, b) => a - b);
  const means = xs.map((x) => byX.get(x)!.reduce((s, r) => s + r, 0) / byX.get(x)!.length);
  const ys = isotonic(
    means,
    xs.map((x) => byX.get(x)!.length),
  );
  return (x: number) => {
    if (xs.length === 1 || x <= xs[0]!) return ys[0]! - (xs[0]! - x) * tailSlope;
    if (x >= xs[xs.length - 1]!) return ys[ys.length - 1]! + (x - xs[xs.length - 1]!) * tailSlope;
    const i = xs.findIndex((v) => v > x);
    const [x0, x1, y0, y1] = [xs[i - 1]!, xs[i]!, ys[i - 1]!, ys[i]!];
    return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  };
}

/** Beyond the anchors' range, a point of built-in score moves the rating this much (keeps order). */
const TAIL_SLOPE = 1 / 60;

/**
 * The weight of the second ordinal fit, from how near an answer is to the team's good rated answers
 * to a rating (`nearnessFit`), beside the built-in score's fit (FIT_WEIGHT) and the rated answers'
 * own say. 0.1: 0.06-0.12 all raise the read side's anchored figure on every reading and half
 * (docs/scoring-rubric.md, the `local-signals@20` round (anchors)).
 */
const NEARNESS_FIT_WEIGHT = 0.1;

/**
 * How near an answer is to the team's good rated answers (4 or 5; the highest-rated ones when none
 * is rated good) mapped to a rating by a monotone fit on the rated answers themselves: each rated
 * answer's own nearness to the good ones against its rating. The team's five ratings say how fast
 * the rating falls as an answer says less of what the good answers say: in the corpora the adequate
 * rated answer lies at about 0.5 of the excellent one, the poor at about 0.3. An answer the scorer
 * rates highly that is no nearer the good answers than the adequate one (harmful conduct told
 * fluently, another question's answer) is held nearer the adequate rating than the built-in score
 * alone would put it. Its weights do not depend on the built-in score, so the order is kept.
 */
function nearnessFit(anchors: readonly ReadAnchor[]): (meaning: Float32Array | null) => number {
  const highest = Math.max(...anchors.map((a) => a.rating));
  const good = anchors.filter((a) => a.rating >= GOOD_RATING);
  const references = good.length ? good : anchors.filter((a) => a.rating === highest);
  const nearestGood = (meaning: Float32Array | null) =>
    Math.max(...references.map((a) => similarity(meaning, a.meaning)));
  // Flat past the rated answers' range: nearness is bounded, and the fit stays within the ratings given.
  const fitted = monotoneFit(
    anchors.map((a) => ({ x: nearestGood(a.meaning), rating: a.rating })),
    0,
  );
  return (meaning) => fitted(nearestGood(meaning));
}

/**
 * The team's standard for one question: a monotone map from the built-in score to the team's
 * ratings, fitted on the rated answers (an ordinal fit per question; between two anchors the
 * rating is interpolated, past the ends it moves slowly, so answers keep their order), and the
 * ratings of the rated answers that say nearly the same thing, each counting by how near it is:
 * a retelling of a rated answer takes its rating, an answer near none keeps the fit; and a second
 * monotone fit, from how near the answer is to the good rated answers (`nearnessFit`), so an answer
 * the scorer rates highly but that says little of what the good answers say is held where the
 * team's own ratings put that nearness (it never lifts an answer). A good or
 * excellent rating counts only for an answer that says nearly the same (`goodEvidence`); a list or a template
 * is never lifted above its own score or the fit. An answer the scorer puts below every rated
 * answer, or level with the lowest-rated one and below every other (`atTheBottom`), is never lifted
 * above the team's lowest rating. Read back as a 0-100 score; null below
 * `MIN_ANCHORS` rated answers.
 */
export function calibrationOf(
  anchors: readonly ReadAnchor[],
): ((answer: AnswerToCalibrate) => number) | null {
  if (anchors.length < MIN_ANCHORS) return null;
  const fitted = monotoneFit(
    anchors.map((a) => ({ x: a.score, rating: a.rating })),
    TAIL_SLOPE,
  );
  const byNearness = nearnessFit(anchors);
  const lowestRating = Math.min(...anchors.map((a) => a.rating));
  const lowestScoreOf = (rated: readonly ReadAnchor[]) => Math.min(...rated.map((a) => a.score));
  const lowestRated = lowestScoreOf(anchors.filter((a) => a.rating === lowestRating));
  const higherRated = lowestScoreOf(anchors.filter((a) => a.rating > lowestRating));
  /**
   * Below every rated answer, or level with the team's lowest-rated one and below every other: once
   * spoken, the team's non-answer often scores 0 like a list or the question said back, and a strict
   * "below" let nearness lift those above the weak answer. Level with a higher-rated answer, nearness
   * keeps its say (docs/scoring-rubric.md, the `local-signals@23` round (anchors)).
   */
  const atTheBottom = (score: number) => score < higherRated && score <= lowestRated;
  return ({ score, meaning, discounted, empty }) => {
    const weights = anchors.map((a) => {
      const cosine = similarity(meaning, a.meaning);
      return (
        Math.exp(NEAREST_SHARPNESS * (cosine - 1)) *
        (discounted ? DISCOUNTED_EVIDENCE : 1) *
        (a.rating >= GOOD_RATING ? goodEvidence(cosine) : 1)
      );
    });
    const near = weights.reduce((s, w) => s + w, 0);
    const said = anchors.reduce((s, a, i) => s + scoreOfRating(a.rating) * weights[i]!, 0);
    const fit = scoreOfRating(fitted(score));
    // Nearness, here too, counts a fifth for what the scorer discounted.
    const nearnessWeight = NEARNESS_FIT_WEIGHT * (discounted ? DISCOUNTED_EVIDENCE : 1);
    const nearness = scoreOfRating(byNearness(meaning));
    // Nearness only ever holds an answer down: lifting one that says little of what the good rated
    // answers say raised another question's answer above the weak one (anchors-good-rating.test.ts).
    let calibrated = Math.min(
      (said + FIT_WEIGHT * fit + nearnessWeight * nearness) / (near + FIT_WEIGHT + nearnessWeight),
      (said + FIT_WEIGHT * fit) / (near + FIT_WEIGHT),
    );
    // A list or a template is never lifted by the words it shares with a rated answer.
    if (empty) calibrated = Math.min(calibrated, Math.max(score, fit));
    if (atTheBottom(score)) calibrated = Math.min(calibrated, Math.max(score, scoreOfRating(lowestRating)));
    return Math.round(Math.max(0, Math.min(100, calibrated)));
  };
}
