import type { Clause } from './clauses.js';
import { readClauses } from './answer-reading.js';
import type { QuestionTopic } from './topic.js';

/** An answer covering another question at least this many times better… */
const OTHER_QUESTION_RATIO = 1.5;
/** …and at least this much of it, answers that question rather than its own. */
const OTHER_QUESTION_COVERAGE = 0.2;

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

/** The question among `topics` the answer covers far better than its own, by one reading. */
function clearlyBetter(
  transcript: string,
  clauses: readonly Clause[],
  questionIndex: number,
  topics: ReadonlyMap<number, QuestionTopic>,
): number | null {
  const own = topics.get(questionIndex);
  if (!own) return null;
  const ownCoverage = readClauses(transcript, clauses, own).coverage;
  let best: { index: number; coverage: number } | null = null;
  for (const [index, other] of topics) {
    if (index === questionIndex || !other.guided) continue;
    const coverage = readClauses(transcript, clauses, other).coverage;
    if (
      coverage >= OTHER_QUESTION_COVERAGE &&
      coverage >= OTHER_QUESTION_RATIO * ownCoverage &&
      coverage > (best?.coverage ?? 0)
    ) {
      best = { index, coverage };
    }
  }
  return best?.index ?? null;
}

/**
 * The other question of the interview this answer answers rather than its own, or null. Two
 * readings are asked, and either may decide: by what each question is about (its concepts,
 * weighted by their rarity in interview questions in general) and by what sets each question
 * apart from the job's other questions (`distinctiveTopics`). Only guided questions are compared:
 * without guides a topic is a handful of the question's words, too few to tell questions apart.
 */
export function answeredQuestion(
  transcript: string,
  clauses: readonly Clause[],
  questionIndex: number,
  readings: readonly ReadonlyMap<number, QuestionTopic>[],
): number | null {
  if (!readings[0]?.get(questionIndex)?.guided) return null;
  for (const topics of readings) {
    const other = clearlyBetter(transcript, clauses, questionIndex, topics);
    if (other !== null) return other;
  }
  return null;
}
