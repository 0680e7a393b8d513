import { isContent, keyOf, textVector } from './meaning.js';
import { stemOf, type QuestionContext } from './question-context.js';
import type { ReadClause } from './answer-reading.js';

/**
 * A closing run of padding (docs/scoring-rubric.md, the `local-signals@9` round): at least this
 * many content words, together under this meaning (cosine) from the question, guide and job.
 */
export const CLOSING_PADDING = { words: 12, meaning: 0.15 } as const;

/**
 * Marks as off the subject the talk an answer ends with once it has left its subject: the clauses
 * after the last one that uses a word of the question, its guide or the job (by five-letter stem
 * of the word or its lemma, so "workers" meets "worker"), when together they say at least
 * `CLOSING_PADDING.words` content words and their meaning stays under `CLOSING_PADDING.meaning`
 * from the question, guide and job. A story told after a short answer (a cold winter, a wedding)
 * then adds no words, acts or details of its own, and costs as padding. Only the end of an answer
 * is read so: an honest story often opens with its setting in words of its own ("a blood culture
 * grew rods from a baby in the NICU") before it comes to the question's subject, and a run
 * between two clauses on the subject is the middle of the story.
 */
export function markClosingPadding(
  clauses: readonly ReadClause[],
  context: QuestionContext,
  meaningOf: (vector: Float32Array | null) => number,
): void {
  const stems = new Set([...context.words, ...context.jobWords, ...context.echo].map(stemOf));
  const anchored = (c: ReadClause) =>
    c.clause.tokens.some((t) => isContent(t) && (stems.has(stemOf(keyOf(t))) || stems.has(stemOf(t.lemma))));
  const last = clauses.findLastIndex(anchored);
  if (last < 0) return;
  const closing = clauses.slice(last + 1);
  const words = closing.flatMap((c) => c.clause.tokens.filter(isContent).map(keyOf));
  if (words.length < CLOSING_PADDING.words || meaningOf(textVector(words)) >= CLOSING_PADDING.meaning) return;
  for (const c of closing) c.onSubject = false;
}
