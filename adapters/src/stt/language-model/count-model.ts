import type { BackoffModel } from './backoff-model.js';

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';
/**
 * The absolute discount taken from every seen bigram and trigram count. Small texts (a job's
 * description and questions) have few repeated n-grams, where Ney's estimate D = n1 / (n1 + 2 n2)
 * lands near 0.7-0.8; 0.7 keeps most of the mass on what the job says.
 */
const DISCOUNT = 0.7;

/**
 * A trigram backoff model estimated from a few sentences (each a list of words) by absolute
 * discounting: seen n-grams keep their count less DISCOUNT, and the mass taken is given to the
 * next lower order through the history's backoff weight. Unigrams are maximum likelihood, so the
 * model gives nothing to words it never saw: it is meant to be mixed with a general model.
 */
export function estimateBackoffModel(sentences: readonly (readonly string[])[]): BackoffModel {
  const ids = new Map<string, number>([
    [SENTENCE_START, 0],
    [SENTENCE_END, 1],
  ]);
  const idOf = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size));
    return id;
  };
  const unigramCounts = new Map<number, number>();
  const bigramCounts = new Map<string, number>();
  const trigramCounts = new Map<string, number>();
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const sentence of sentences) {
    if (sentence.length === 0) continue;
    const tokens = [0, ...sentence.map(idOf), 1];
    for (let i = 1; i < tokens.length; i++) {
      bump(unigramCounts, tokens[i]!);
      bump(bigramCounts, `${tokens[i - 1]} ${tokens[i]}`);
      if (i >= 2) bump(trigramCounts, `${tokens[i - 2]} ${tokens[i - 1]} ${tokens[i]}`);
    }
  }
  const words = [...ids.keys()];
  const total = [...unigramCounts.values()].reduce((s, c) => s + c, 0);
  const unigram = new Float64Array(words.length);
  for (const [id, count] of unigramCounts) unigram[id] = count / total;

  const bigrams = discounted(bigramCounts);
  const bigramProb = new Map(bigrams.prob);
  const unigramBackoff = backoffWeights(bigrams, words.length, (_history, word) => unigram[word]!);
  const bigramLookup = (history: number, word: number) =>
    bigramProb.get(`${history} ${word}`) ?? unigramBackoff[history]! * unigram[word]!;
  const trigrams = discounted(trigramCounts);
  const bigramBackoffByKey = backoffWeightsByKey(trigrams, (history, word) =>
    bigramLookup(history[1]!, word),
  );

  const log = (p: number) => (p > 0 ? Math.log10(p) : -99);
  const bigramKeys = [...bigramProb.keys()];
  const trigramKeys = [...trigrams.prob.keys()];
  const split = (key: string) => key.split(' ').map(Number);
  return {
    words,
    unigramProb: Float32Array.from(unigram, (p, id) => (id === 0 ? -99 : log(p))),
    unigramBackoff: Float32Array.from(unigramBackoff, log),
    bigrams: {
      words: Uint32Array.from(bigramKeys.flatMap(split)),
      prob: Float32Array.from(bigramKeys, (k) => log(bigramProb.get(k)!)),
      backoff: Float32Array.from(bigramKeys, (k) => log(bigramBackoffByKey.get(k) ?? 1)),
    },
    trigrams: {
      words: Uint32Array.from(trigramKeys.flatMap(split)),
      prob: Float32Array.from(trigramKeys, (k) => log(trigrams.prob.get(k)!)),
    },
  };
}

interface Discounted {
  prob: Map<string, number>;
  /** Per history key: the mass left for backoff and the words seen after it. */
  histories: Map<string, { left: number; seen: number[] }>;
}

/** Discounted probabilities of the n-grams counted in `counts` (keys: ids joined by spaces). */
function discounted(counts: Map<string, number>): Discounted {
  const historyTotals = new Map<string, number>();
  for (const [key, count] of counts) {
    const history = key.slice(0, key.lastIndexOf(' '));
    historyTotals.set(history, (historyTotals.get(history) ?? 0) + count);
  }
  const prob = new Map<string, number>();
  const histories = new Map<string, { left: number; seen: number[] }>();
  for (const [key, count] of counts) {
    const cut = key.lastIndexOf(' ');
    const history = key.slice(0, cut);
    const total = historyTotals.get(history)!;
    prob.set(key, (count - DISCOUNT) / total);
    const entry = histories.get(history) ?? { left: 0, seen: [] };
    entry.left += DISCOUNT / total;
    entry.seen.push(Number(key.slice(cut + 1)));
    histories.set(history, entry);
  }
  return { prob, histories };
}

/** Backoff weight per unigram history: the mass left over the lower-order mass of unseen words. */
function backoffWeights(
  ngrams: Discounted,
  vocabularySize: number,
  lower: (history: number, word: number) => number,
): Float64Array {
  const weights = new Float64Array(vocabularySize).fill(1);
  for (const [history, { left, seen }] of ngrams.histories) {
    const h = Number(history);
    const seenLower = seen.reduce((s, w) => s + lower(h, w), 0);
    weights[h] = seenLower < 1 ? left / (1 - seenLower) : 1;
  }
  return weights;
}

/** Backoff weight per bigram history (key "h2 h1"). */
function backoffWeightsByKey(
  ngrams: Discounted,
  lower: (history: number[], word: number) => number,
): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [history, { left, seen }] of ngrams.histories) {
    const h = history.split(' ').map(Number);
    const seenLower = seen.reduce((s, w) => s + lower(h, w), 0);
    weights.set(history, seenLower < 1 ? left / (1 - seenLower) : 1);
  }
  return weights;
}
