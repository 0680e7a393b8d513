import type { Clause } from './clauses.js';
import { readClauses } from './answer-reading.js';
import type { QuestionTopic } from './topic.js';

/** An answer covering another question more than this many times better… */
const OTHER_QUESTION_RATIO = 1.5;
/** …and at least this much of it, answers that question rather than its own. */
const OTHER_QUESTION_COVERAGE = 0.2;
/**
 * How fast the score falls beyond the ratio (its power): 5 keeps a thirtieth at twice the ratio.
 * Chosen on the tuning corpus; harsher catches a few more misplaced answers there but lowers
 * honest answers that share words with another question (docs/scoring-rubric.md).
 */
const OTHER_QUESTION_STEEPNESS = 5;

/**
 * The job's question topics with each concept weighted again by how few of the job's questions
 * use it (inverse document frequency over the job's questions and guides, smoothed like the
 * background's). Questions of one job share the job's vocabulary ("loader", "truck", "payment"):
 * an answer about a forklift check covers a stock-count guide that lists picks and deliveries,
 * but not what sets the stock count apart from the job's other questions.
 */
export function distinctiveTopics(topics: ReadonlyMap<number, QuestionTopic>): Map<number, QuestionTopic> {
  const n = topics.size;
  const frequency = new Map<string, number>();
  for (const topic of topics.values()) {
    for (const c of topic.weights.keys()) frequency.set(c, (frequency.get(c) ?? 0) + 1);
  }
  const distinctiveness = (c: string) =>
    n <= 1 ? 1 : Math.log((n + 1) / (frequency.get(c) ?? 1)) / Math.log(n + 1);
  return new Map(
    [...topics].map(([index, topic]) => [
      index,
      { ...topic, weights: new Map([...topic.weights].map(([c, w]) => [c, w * distinctiveness(c)])) },
    ]),
  );
}

/** Another question an answer fits better than its own: which, and how many times better. */
export interface BetterFit {
  index: number;
  ratio: number;
}

/** The other question among `topics` the answer covers best, when it covers it better than its own. */
function bestOther(
  transcript: string,
  clauses: readonly Clause[],
  questionIndex: number,
  topics: ReadonlyMap<number, QuestionTopic>,
): BetterFit | null {
  const own = topics.get(questionIndex);
  if (!own) return null;
  const ownCoverage = Math.max(readClauses(transcript, clauses, own).coverage, 0.01);
  let best: BetterFit | null = null;
  for (const [index, other] of topics) {
    if (index === questionIndex || !other.guided) continue;
    const coverage = readClauses(transcript, clauses, other).coverage;
    const ratio = coverage / ownCoverage;
    if (coverage >= OTHER_QUESTION_COVERAGE && ratio > 1 && ratio > (best?.ratio ?? 0))
      best = { index, ratio };
  }
  return best;
}

/**
 * The other question of the interview this answer answers rather than its own, or null. Two
 * readings are asked, and either may decide: by what each question is about (its concepts,
 * weighted by their rarity in interview questions in general) and by what sets each question
 * apart from the job's other questions (`distinctiveTopics`). Only guided questions are compared:
 * without guides a topic is a handful of the question's words, too few to tell questions apart.
 */
export function betterFit(
  transcript: string,
  clauses: readonly Clause[],
  questionIndex: number,
  readings: readonly ReadonlyMap<number, QuestionTopic>[],
): BetterFit | null {
  if (!readings[0]?.get(questionIndex)?.guided) return null;
  let best: BetterFit | null = null;
  for (const topics of readings) {
    const fit = bestOther(transcript, clauses, questionIndex, topics);
    if (fit && fit.ratio > (best?.ratio ?? 0)) best = fit;
  }
  return best;
}

/**
 * How much of its score an answer keeps when it fits another question better than its own: all
 * of it up to `OTHER_QUESTION_RATIO` times better, then less and less (at twice the ratio, a
 * thirtieth). Soft rather than a cap: coverage of words is a rough reading of which question an
 * answer answers, and a good answer misread near the limit should lose a little, not everything.
 */
export function otherQuestionFactor(fit: BetterFit | null): number {
  if (!fit) return 1;
  return Math.min(1, OTHER_QUESTION_RATIO / fit.ratio) ** OTHER_QUESTION_STEEPNESS;
}
