import { findBigram, findTrigram, type BackoffModel, type TrieModel } from './backoff-model.js';
import { SENTENCE_START } from './count-model.js';

/** A model and its share of the mixture. */
export interface MixComponent<M extends BackoffModel = BackoffModel> {
  model: M;
  weight: number;
}

/** A small component's probabilities in the target vocabulary's ids: keys h·V+w and (h2·V+h1)·V+w. */
interface Small {
  weight: number;
  unigram: Float64Array;
  unigramBackoff: Float64Array;
  bigram: Map<number, number>;
  bigramBackoff: Map<number, number>;
  trigram: Map<number, number>;
}

const linear = (log10: number) => (log10 <= -99 ? 0 : 10 ** log10);
const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99);
/** Keeps a backoff numerator or denominator above 0 when rounding leaves nothing. */
const FLOOR = 1e-9;

/** Growable n-gram lists of the mixed model. */
class Grams {
  words: number[] = [];
  prob: number[] = [];
  constructor(readonly width: number) {}
  add(ids: readonly number[], p: number): number {
    this.words.push(...ids);
    return this.prob.push(p) - 1;
  }
}

/**
 * Linear interpolation of a large general model with small ones (the job's own words), over one
 * vocabulary, written as one backoff model as SRILM's `ngram -mix-lm` does: every n-gram a
 * component holds (all its words in the vocabulary) gets the weighted sum of the components'
 * probabilities, each with its own backoff; each history's backoff weight is then recomputed so
 * its distribution sums to one. Words outside the vocabulary are dropped and each component's
 * unigrams are renormalised over it. The general model stays in its typed arrays (found by binary
 * search), so a 3.7 million n-gram model mixes in seconds without millions of map entries.
 */
export function mixModels(
  general: MixComponent<TrieModel>,
  others: readonly MixComponent[],
  vocabulary: readonly string[],
): BackoffModel {
  const size = vocabulary.length;
  const index = new Map(vocabulary.map((word, id) => [word, id]));
  const start = index.get(SENTENCE_START) ?? -1;
  const total = general.weight + others.reduce((s, c) => s + c.weight, 0);
  const g = general.model;
  const gWeight = general.weight / total;
  const toTarget = Int32Array.from(g.words, (word) => index.get(word) ?? -1);
  const toGeneral = Int32Array.from(vocabulary, () => -1);
  toTarget.forEach((target, id) => target >= 0 && (toGeneral[target] = id));
  const small = others.map((c) => prepare(c.model, c.weight / total, index, start));

  // Unigrams: the general model's renormalised over the vocabulary, mixed.
  const gUnigram = Float64Array.from(g.unigramProb, linear);
  const gUnigramBackoff = Float64Array.from(g.unigramBackoff, linear);
  const unigram = new Float64Array(size);
  let gTotal = 0;
  for (let w = 0; w < size; w++) if (w !== start && toGeneral[w]! >= 0) gTotal += gUnigram[toGeneral[w]!]!;
  for (let w = 0; w < size; w++) {
    const gw = toGeneral[w]!;
    const general = w !== start && gw >= 0 ? gUnigram[gw]! / gTotal : 0;
    unigram[w] = gWeight * general + sumSmall(small, (c) => c.unigram[w]!);
  }

  // The general model's own probabilities, with its backoff, for n-grams it may not hold.
  const gBigram = (h: number, w: number) => {
    const gh = toGeneral[h]!;
    const gw = toGeneral[w]!;
    if (gh < 0 || gw < 0) return 0;
    const b = findBigram(g, gh, gw);
    return b >= 0 ? linear(g.bigrams.prob[b]!) : gUnigramBackoff[gh]! * gUnigram[gw]!;
  };
  const gTrigram = (h2: number, h1: number, w: number) => {
    const [g2, g1, gw] = [toGeneral[h2]!, toGeneral[h1]!, toGeneral[w]!];
    if (g2 < 0 || g1 < 0 || gw < 0) return 0;
    const t = findTrigram(g, g2, g1, gw);
    if (t >= 0) return linear(g.trigrams.prob[t]!);
    const history = findBigram(g, g2, g1);
    return (history >= 0 ? linear(g.bigrams.backoff[history]!) : 1) * gBigram(h1, w);
  };

  // Bigrams: the general model's in the vocabulary, then the small components' others.
  const bigrams = new Grams(2);
  const bigramOfGeneral = new Int32Array(g.bigrams.prob.length).fill(-1);
  const bigramAt = new Map<number, number>();
  for (let gw = 0; gw < g.words.length; gw++) {
    const w = toTarget[gw]!;
    if (w < 0) continue;
    for (let b = g.bigramStart[gw]!; b < g.bigramStart[gw + 1]!; b++) {
      const h = toTarget[g.bigrams.words[2 * b]!]!;
      if (h < 0) continue;
      const p = gWeight * linear(g.bigrams.prob[b]!) + sumSmall(small, (c) => smallBigram(c, size, h, w));
      bigramOfGeneral[b] = bigrams.add([h, w], p);
    }
  }
  for (const c of small) {
    for (const key of c.bigram.keys()) {
      const h = Math.floor(key / size);
      const w = key - h * size;
      if (bigramAt.has(key) || generalBigramIndex(g, toGeneral, h, w) >= 0) continue;
      const p = gWeight * gBigram(h, w) + sumSmall(small, (d) => smallBigram(d, size, h, w));
      bigramAt.set(key, bigrams.add([h, w], p));
    }
  }
  const mixedBigramIndex = (h: number, w: number) => {
    const b = generalBigramIndex(g, toGeneral, h, w);
    return b >= 0 ? bigramOfGeneral[b]! : (bigramAt.get(h * size + w) ?? -1);
  };

  const unigramBackoff = backoffs(
    size,
    bigrams,
    (i) => unigram[bigrams.words[2 * i + 1]!]!,
    (i) => bigrams.words[2 * i]!,
  );
  const mixedBigram = (h: number, w: number) => {
    const i = mixedBigramIndex(h, w);
    return i >= 0 ? bigrams.prob[i]! : unigramBackoff[h]! * unigram[w]!;
  };

  // Trigrams: the general model's whose history survived, then the small components' others.
  const trigrams = new Grams(3);
  const trigramHistory: number[] = [];
  const trigramLower: number[] = [];
  for (let b = 0; b < g.bigrams.prob.length; b++) {
    const lowerIndex = bigramOfGeneral[b]!;
    if (lowerIndex < 0) continue;
    const h1 = bigrams.words[2 * lowerIndex]!;
    const w = bigrams.words[2 * lowerIndex + 1]!;
    for (let t = g.trigramStart[b]!; t < g.trigramStart[b + 1]!; t++) {
      const h2 = toTarget[g.trigrams.words[3 * t]!]!;
      if (h2 < 0) continue;
      const history = mixedBigramIndex(h2, h1);
      if (history < 0) continue;
      const p =
        gWeight * linear(g.trigrams.prob[t]!) + sumSmall(small, (c) => smallTrigram(c, size, h2, h1, w));
      trigrams.add([h2, h1, w], p);
      trigramHistory.push(history);
      trigramLower.push(bigrams.prob[lowerIndex]!);
    }
  }
  const seenTrigram = new Set<number>();
  for (const c of small) {
    for (const key of c.trigram.keys()) {
      const hh = Math.floor(key / size);
      const w = key - hh * size;
      const h2 = Math.floor(hh / size);
      const h1 = hh - h2 * size;
      if (seenTrigram.has(key) || generalTrigramIndex(g, toGeneral, h2, h1, w) >= 0) continue;
      const history = mixedBigramIndex(h2, h1);
      if (history < 0) continue;
      seenTrigram.add(key);
      const p = gWeight * gTrigram(h2, h1, w) + sumSmall(small, (d) => smallTrigram(d, size, h2, h1, w));
      trigrams.add([h2, h1, w], p);
      trigramHistory.push(history);
      trigramLower.push(mixedBigram(h1, w));
    }
  }
  const bigramBackoff = backoffs(
    bigrams.prob.length,
    trigrams,
    (i) => trigramLower[i]!,
    (i) => trigramHistory[i]!,
  );

  return {
    words: [...vocabulary],
    unigramProb: Float32Array.from(unigram, (p, w) => (w === start ? -99 : log10(p))),
    unigramBackoff: Float32Array.from(unigramBackoff, log10),
    bigrams: {
      words: Uint32Array.from(bigrams.words),
      prob: Float32Array.from(bigrams.prob, log10),
      backoff: Float32Array.from(bigramBackoff, log10),
    },
    trigrams: { words: Uint32Array.from(trigrams.words), prob: Float32Array.from(trigrams.prob, log10) },
  };
}

/**
 * Backoff weight per history: the mass its n-grams leave, over the mass the lower order gives the
 * same words, so that backing off hands out exactly what is left.
 */
function backoffs(
  historyCount: number,
  grams: Grams,
  lowerOf: (i: number) => number,
  historyOf: (i: number) => number,
): Float64Array {
  const seen = new Float64Array(historyCount);
  const seenLower = new Float64Array(historyCount);
  for (let i = 0; i < grams.prob.length; i++) {
    const h = historyOf(i);
    seen[h]! += grams.prob[i]!;
    seenLower[h]! += lowerOf(i);
  }
  return Float64Array.from(seen, (s, h) =>
    s === 0 ? 1 : Math.max(FLOOR, 1 - s) / Math.max(FLOOR, 1 - seenLower[h]!),
  );
}

function generalBigramIndex(g: TrieModel, toGeneral: Int32Array, h: number, w: number): number {
  const [gh, gw] = [toGeneral[h]!, toGeneral[w]!];
  return gh < 0 || gw < 0 ? -1 : findBigram(g, gh, gw);
}

function generalTrigramIndex(g: TrieModel, toGeneral: Int32Array, h2: number, h1: number, w: number): number {
  const [g2, g1, gw] = [toGeneral[h2]!, toGeneral[h1]!, toGeneral[w]!];
  return g2 < 0 || g1 < 0 || gw < 0 ? -1 : findTrigram(g, g2, g1, gw);
}

function sumSmall(small: readonly Small[], probability: (c: Small) => number): number {
  let sum = 0;
  for (const c of small) sum += c.weight * probability(c);
  return sum;
}

function smallBigram(c: Small, size: number, h: number, w: number): number {
  return c.bigram.get(h * size + w) ?? c.unigramBackoff[h]! * c.unigram[w]!;
}

function smallTrigram(c: Small, size: number, h2: number, h1: number, w: number): number {
  const history = h2 * size + h1;
  return (
    c.trigram.get(history * size + w) ?? (c.bigramBackoff.get(history) ?? 1) * smallBigram(c, size, h1, w)
  );
}

/** A small component's n-grams whose words are all in the vocabulary, keyed in the vocabulary's ids. */
function prepare(model: BackoffModel, weight: number, index: Map<string, number>, start: number): Small {
  const size = index.size;
  const toTarget = Int32Array.from(model.words, (word) => index.get(word) ?? -1);
  const unigram = new Float64Array(size);
  const unigramBackoff = new Float64Array(size).fill(1);
  for (let w = 0; w < model.words.length; w++) {
    const target = toTarget[w]!;
    if (target < 0) continue;
    if (target !== start) unigram[target] = linear(model.unigramProb[w]!);
    unigramBackoff[target] = linear(model.unigramBackoff[w]!);
  }
  const total = unigram.reduce((s, p) => s + p, 0);
  if (total > 0) for (let w = 0; w < size; w++) unigram[w]! /= total;

  const bigram = new Map<number, number>();
  const bigramBackoff = new Map<number, number>();
  const { bigrams, trigrams } = model;
  for (let i = 0; i < bigrams.prob.length; i++) {
    const h = toTarget[bigrams.words[2 * i]!]!;
    const w = toTarget[bigrams.words[2 * i + 1]!]!;
    if (h < 0 || w < 0) continue;
    bigram.set(h * size + w, linear(bigrams.prob[i]!));
    if (bigrams.backoff[i] !== 0) bigramBackoff.set(h * size + w, linear(bigrams.backoff[i]!));
  }
  const trigram = new Map<number, number>();
  for (let i = 0; i < trigrams.prob.length; i++) {
    const h2 = toTarget[trigrams.words[3 * i]!]!;
    const h1 = toTarget[trigrams.words[3 * i + 1]!]!;
    const w = toTarget[trigrams.words[3 * i + 2]!]!;
    if (h2 < 0 || h1 < 0 || w < 0) continue;
    trigram.set((h2 * size + h1) * size + w, linear(trigrams.prob[i]!));
  }
  return { weight, unigram, unigramBackoff, bigram, bigramBackoff, trigram };
}
