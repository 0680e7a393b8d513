import type { AnswerReading } from './answer-reading.js';

/**
 * The weights of the odds (a logit) that an answer is another question's answer, on five readings
 * at once: how much nearer it comes to a sibling question's own subject than to its own (`fit`,
 * told-question.ts), how many more of that sibling's own words it names (`named`), how much better
 * its words fit the sibling overall (`affinity`), how many of its words point there (`pointing`, on
 * a log scale: `POINTS_TO` in answer-reading.ts) and how much of it sits nearest its own question
 * (`ownShare`, clause-question.ts). A logistic fit on the development sets' other-question answers
 * against their honest ones (specific answers only), checked with a fifth of the sets held out at a
 * time (docs/scoring-rubric.md, the `local-signals@27` round). No one reading decides: an honest
 * answer that touches a sibling on one of them keeps its question, where each of `@26`'s separate
 * rules took it away on one.
 */
export const OTHER_QUESTION_ODDS = {
  fit: 5.7,
  named: 0.23,
  affinity: 14.07,
  pointing: 1.05,
  ownShare: -1.35,
  bias: -3.43,
} as const;

/**
 * The odds above which the answer is taken for the sibling's. Even odds: a band of partial
 * discounts below it (tried) lowered honest answers more than attacks (the same section).
 */
export const OTHER_QUESTION_FROM = 0;

/** The sibling question an answer comes nearest, and the odds that it answers that one instead. */
export function otherQuestionOdds(reading: AnswerReading): { index: number; odds: number } | null {
  const other = reading.otherQuestion;
  if (!other || reading.othersTold.length === 0) return null;
  // The sibling whose own subject the answer comes nearest, which may differ from the one its
  // words fit best overall: each reading is taken where it is strongest.
  const told = reading.othersTold.reduce((a, b) => (b.fit > a.fit ? b : a));
  const w = OTHER_QUESTION_ODDS;
  const odds =
    w.fit * (told.fit - reading.ownTold.fit) +
    w.named * (told.named - reading.ownTold.named) +
    w.affinity * (other.similarity - reading.ownSimilarity) +
    w.pointing * Math.log1p(other.pointing) +
    w.ownShare * reading.ownPieceShare +
    w.bias;
  return { index: other.index, odds };
}

/** The other question of the job a specific answer answers instead of its own, or null. */
export function otherQuestionAnswered(reading: AnswerReading): number | null {
  const read = otherQuestionOdds(reading);
  return read && read.odds > OTHER_QUESTION_FROM ? read.index : null;
}
