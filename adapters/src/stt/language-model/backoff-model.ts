/**
 * A backoff n-gram language model of order 2 or 3 in memory, probabilities as log10 (the ARPA
 * unit). Word ids index `words`; n-grams are flat arrays of word ids in text order (a bigram is
 * `history, word`; a trigram `history2, history1, word`).
 */
export interface BackoffModel {
  words: string[];
  unigramProb: Float32Array;
  unigramBackoff: Float32Array;
  bigrams: { words: Uint32Array; prob: Float32Array; backoff: Float32Array };
  trigrams: { words: Uint32Array; prob: Float32Array };
}

/**
 * A model read from a sphinx trie, keeping the trie's order: bigrams grouped by their word, each
 * group sorted by history (`bigramStart[w]` to `bigramStart[w + 1]`), and the trigrams extending
 * bigram `b` sorted by their first word (`trigramStart[b]` to `trigramStart[b + 1]`). The order
 * lets a mixer find an n-gram by binary search instead of holding millions of map entries.
 */
export interface TrieModel extends BackoffModel {
  bigramStart: Uint32Array;
  trigramStart: Uint32Array;
}

/** The index of bigram `history word` in a trie model, or -1. */
export function findBigram(model: TrieModel, history: number, word: number): number {
  return search(model.bigrams.words, 2, 0, model.bigramStart[word]!, model.bigramStart[word + 1]!, history);
}

/** The index of trigram `h2 h1 word` in a trie model, or -1. */
export function findTrigram(model: TrieModel, h2: number, h1: number, word: number): number {
  const bigram = findBigram(model, h1, word);
  if (bigram < 0) return -1;
  return search(model.trigrams.words, 3, 0, model.trigramStart[bigram]!, model.trigramStart[bigram + 1]!, h2);
}

/** Binary search of `key` at `offset` within records of `width` ids, in [begin, end). */
function search(
  ids: Uint32Array,
  width: number,
  offset: number,
  begin: number,
  end: number,
  key: number,
): number {
  let low = begin;
  let high = end - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = ids[mid * width + offset]!;
    if (value === key) return mid;
    if (value < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
