import { readFileSync } from 'node:fs';
import { decodeWordVectors } from './vector-file.js';

/** Unit word vectors of the 40,000 commonest English words (build-word-vectors.ts says whence). */
export interface WordVectors {
  dimensions: number;
  /** The word's unit vector, or null when the word is not in the vocabulary. */
  of(word: string): Float32Array | null;
  /** Rank of the word by frequency (0 the commonest), or null when unknown. */
  rank(word: string): number | null;
  /** The vector of the word of that rank. */
  byRank(rank: number): Float32Array;
  size: number;
}

let loaded: WordVectors | null = null;

/** The shipped vectors, read once (about 4.5 MB, 40 ms). */
export function wordVectors(): WordVectors {
  if (loaded) return loaded;
  const { dimensions, words, vectors } = decodeWordVectors(
    readFileSync(new URL('./word-vectors.bin', import.meta.url)),
  );
  const index = new Map(words.map((w, i) => [w, i]));
  const byRank = (i: number) => vectors.subarray(i * dimensions, (i + 1) * dimensions);
  loaded = {
    dimensions,
    size: words.length,
    of(word) {
      const i = index.get(word);
      return i === undefined ? null : byRank(i);
    },
    rank: (word) => index.get(word) ?? null,
    byRank,
  };
  return loaded;
}

/** Dot product of two vectors of the same length (the cosine of two unit vectors). */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}
