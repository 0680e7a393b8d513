import type { AnswerReading } from './answer-reading.js';

/**
 * The question said back: an answer that takes up most of its question's words (by stem) and whose
 * own content words are mostly the question's, with no episode of its own (at most a couple of
 * things done and of figures, names or times). It restates what was asked ("a time I suspected a
 * claim was inflated, what I noticed and what I did. So I noticed it and did what I had to do")
 * and tells nothing. Words said back already earn no relevance, but a restated question still
 * meets a scoring guide's points (a point reads like the question) and its paraphrased words are
 * near the question's by meaning, so such answers beat honest weak ones (docs/scoring-rubric.md,
 * the `local-signals@11` round, question said back).
 *
 * An honest answer that reuses the question's words ("the biggest mistake I made was…") goes on
 * with words of its own: its echo share stays low, or it tells what was done and with what.
 */
export const SAID_BACK = {
  /** More than half the question's content words (by stem) taken up: honest answers that reuse the question's words take up at most 0.56 on the development sets. */
  coverage: 0.6,
  /**
   * And at least this many of them: a short question ("Why do you want to work here?", "How do you
   * handle stress?") has two or three content words, which any honest answer starting from it takes
   * up. Every question said back on the development sets takes up three or more.
   */
  taken: 3,
  /** At least half the answer's content words on the subject are the question's (honest answers that take up more than half the question's words stay at 0.39 or less on the development sets, written and recognised). */
  echo: 0.5,
  /** At most this many things done, and figures, names or times, of its own. */
  episode: 2,
} as const;

/** What a question said back keeps of its score: nothing, as an empty template (a tenth until `@16`). */
export const SAID_BACK_KEEPS = 0;

export function isSaidBack(reading: AnswerReading): boolean {
  return (
    reading.questionCoverage >= SAID_BACK.coverage &&
    reading.questionStemsTaken >= SAID_BACK.taken &&
    reading.echoShare >= SAID_BACK.echo &&
    reading.actions.size <= SAID_BACK.episode &&
    reading.details.size <= SAID_BACK.episode
  );
}
