import type { Token } from '../rubric/text-analysis.js';
import { dot, wordVectors } from './vectors/word-vectors.js';

/** Parts of speech that carry meaning of their own. */
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN', 'NUM']);
/**
 * Words about answering itself (a situation-task-action-result shell, "for example", "my
 * experience"): they frame an answer and say nothing of what happened.
 */
const FRAME = new Set(
  'situation task action result results outcome example experience lesson learn learned learnt thing things way lot skill skills'.split(
    ' ',
  ),
);
/** Verbs too light to say what anybody did ("I took action", "we made it", "I tried to handle"). */
const LIGHT = new Set(
  'be have do get make take go come give put keep let try want need like say tell think know see use seem become start begin'.split(
    ' ',
  ),
);

/**
 * True for a word that carries meaning: a content part of speech, not a light verb. (wink-nlp's
 * stop-word list is not used: it holds content words such as "call" and "system"; common words
 * weigh little instead, see `weightOf`.)
 */
export function isContent(token: Token): boolean {
  return (
    CONTENT_POS.has(token.pos) &&
    /[\p{L}\p{N}]/u.test(token.text) &&
    !(token.pos === 'VERB' && LIGHT.has(token.lemma)) &&
    !FRAME.has(token.lemma)
  );
}

/** The vocabulary key of a token: its lower-case form when known, else its lemma. */
export function keyOf(token: Pick<Token, 'text' | 'lemma'>): string {
  const text = token.text.toLowerCase().replace(/’/g, "'");
  return wordVectors().rank(text) !== null ? text : token.lemma;
}

/**
 * How much a word says, from how rare it is (its rank among the 40,000 words; the commonest say
 * least): 0.15 for the top hundred words, 1 from about the ten-thousandth; a word outside the
 * vocabulary (a name, a local word, a misspelling) counts fully.
 */
export function weightOf(word: string): number {
  const rank = wordVectors().rank(word);
  if (rank === null) return 1;
  return Math.max(0.15, Math.min(1, Math.log10((rank + 100) / 100) / 2));
}

let common: Float32Array | null = null;

/**
 * The direction every text shares (the mean of the 5,000 commonest words): removed from text
 * vectors so that two texts agree by what they are about, not by being English.
 */
function commonDirection(): Float32Array {
  if (common) return common;
  const vectors = wordVectors();
  const sum = new Float32Array(vectors.dimensions);
  for (let rank = 0; rank < 5000; rank += 1) {
    const v = vectors.byRank(rank);
    for (let d = 0; d < sum.length; d += 1) sum[d]! += v[d]!;
  }
  const norm = Math.hypot(...sum) || 1;
  common = sum.map((x) => x / norm);
  return common;
}

/** A unit vector for a bag of words (weighted by `weightOf`), the common direction removed; null when none is known. */
export function textVector(words: readonly string[]): Float32Array | null {
  const vectors = wordVectors();
  const sum = new Float32Array(vectors.dimensions);
  let any = false;
  for (const word of words) {
    const v = vectors.of(word);
    if (!v) continue;
    any = true;
    const w = weightOf(word);
    for (let d = 0; d < sum.length; d += 1) sum[d]! += w * v[d]!;
  }
  if (!any) return null;
  const c = commonDirection();
  const along = dot(sum, c);
  for (let d = 0; d < sum.length; d += 1) sum[d]! -= along * c[d]!;
  const norm = Math.hypot(...sum);
  return norm === 0 ? null : sum.map((x) => x / norm);
}

/** Cosine of two unit vectors, 0 when either is missing. */
export function similarity(a: Float32Array | null, b: Float32Array | null): number {
  return a && b ? dot(a, b) : 0;
}

/** The similarity of two words (0 when either is unknown; 1 for the same word). */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const vectors = wordVectors();
  const x = vectors.of(a);
  const y = vectors.of(b);
  return x && y ? dot(x, y) : 0;
}

/** A set of words to match others against, each word's best match remembered (questions are read many times). */
export interface WordMatcher {
  /** The best similarity of `word` to any word of the set (1 for a word of the set). */
  best(word: string): number;
}

const matchers = new Map<string, WordMatcher>();
const MATCHERS_KEPT = 256;

/** The matcher of a word set (shared by equal sets). */
export function matcherOf(words: readonly string[]): WordMatcher {
  const key = [...new Set(words)].sort().join(' ');
  const known = matchers.get(key);
  if (known) return known;
  const vectors = [...new Set(words)]
    .map((w) => wordVectors().of(w))
    .filter((v): v is Float32Array => v !== null);
  const own = new Set(words);
  const memo = new Map<string, number>();
  const matcher: WordMatcher = {
    best(word) {
      if (own.has(word)) return 1;
      let value = memo.get(word);
      if (value === undefined) {
        const v = wordVectors().of(word);
        value = 0;
        if (v) for (const other of vectors) value = Math.max(value, dot(v, other));
        memo.set(word, value);
      }
      return value;
    },
  };
  if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value!);
  matchers.set(key, matcher);
  return matcher;
}

/**
 * How close a text's words come, one by one, to a question's words (each word's best match,
 * weighted by `weightOf`): a soft overlap that reads "trucks" and "cut-off" as near "dispatch
 * deadline". Compared across the questions of one job, the job's shared words count alike for
 * every question, so what decides is what sets one question apart.
 */
export function affinity(words: readonly string[], question: WordMatcher): number {
  let sum = 0;
  let total = 0;
  for (const word of words) {
    const weight = weightOf(word);
    sum += weight * question.best(word);
    total += weight;
  }
  return total === 0 ? 0 : sum / total;
}
