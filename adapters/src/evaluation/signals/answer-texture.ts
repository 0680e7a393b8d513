import type { Token } from '../rubric/text-analysis.js';
import { isVerb } from './clause-traits.js';
import { wordVectors } from './vectors/word-vectors.js';

/**
 * The texture of a whole answer, apart from its meaning: how much of it is English, and whether
 * it is a list of words rather than speech (concerns.ts holds an answer mostly in another
 * language by the first).
 */

/** Share of the answer's words among the 20,000 commonest English words (1 when it has none). */
export function englishShareOf(tokens: readonly Token[]): number {
  const words = tokens.filter((t) => /^\p{L}+$/u.test(t.text));
  if (words.length === 0) return 1;
  const vectors = wordVectors();
  const known = words.filter((t) => {
    const rank = vectors.rank(t.text.toLowerCase());
    return rank !== null && rank < 20_000;
  });
  return known.length / words.length;
}

/** Mostly fragments of up to four words without a verb or pronoun: a list of words, not speech. */
export function isList(tokens: readonly Token[]): boolean {
  const segments: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === ',' || t.text === '.' || t.text === ';') segments.push([]);
    else segments[segments.length - 1]!.push(t);
  }
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length;
  const fragments = segments.filter(
    (s) => s.length > 0 && s.length <= 4 && !s.some(isVerb) && !s.some((t) => t.pos === 'PRON'),
  );
  const fragmentWords = fragments.reduce((n, s) => n + s.length, 0);
  return fragments.length >= 4 && fragmentWords / Math.max(1, words) > 0.5;
}
