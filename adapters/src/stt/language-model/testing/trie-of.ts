import type { BackoffModel, TrieModel } from '../backoff-model.js';

/** The same model in a trie's order (bigrams by word then history, trigrams by their bigram then first word). */
export function trieOf(model: BackoffModel): TrieModel {
  const size = model.words.length;
  const bigramOrder = [...model.bigrams.prob.keys()].sort((a, b) => {
    const [ha, wa] = [model.bigrams.words[2 * a]!, model.bigrams.words[2 * a + 1]!];
    const [hb, wb] = [model.bigrams.words[2 * b]!, model.bigrams.words[2 * b + 1]!];
    return wa - wb || ha - hb;
  });
  const bigramWords = Uint32Array.from(
    bigramOrder.flatMap((i) => [model.bigrams.words[2 * i]!, model.bigrams.words[2 * i + 1]!]),
  );
  const bigramStart = new Uint32Array(size + 1);
  for (let w = 0, b = 0; w <= size; w++) {
    while (b < bigramOrder.length && bigramWords[2 * b + 1]! < w) b++;
    bigramStart[w] = b;
  }
  const bigramIndex = new Map(
    bigramOrder.map((_, b) => [`${bigramWords[2 * b]} ${bigramWords[2 * b + 1]}`, b]),
  );
  const trigramOrder = [...model.trigrams.prob.keys()]
    .map((i) => {
      const [h2, h1, w] = [0, 1, 2].map((k) => model.trigrams.words[3 * i + k]!) as [number, number, number];
      return { i, h2, bigram: bigramIndex.get(`${h1} ${w}`) ?? -1 };
    })
    .filter((t) => t.bigram >= 0)
    .sort((a, b) => a.bigram - b.bigram || a.h2 - b.h2);
  const trigramStart = new Uint32Array(bigramOrder.length + 1);
  for (let b = 0, t = 0; b <= bigramOrder.length; b++) {
    while (t < trigramOrder.length && trigramOrder[t]!.bigram < b) t++;
    trigramStart[b] = t;
  }
  return {
    words: model.words,
    unigramProb: model.unigramProb,
    unigramBackoff: model.unigramBackoff,
    bigrams: {
      words: bigramWords,
      prob: Float32Array.from(bigramOrder, (i) => model.bigrams.prob[i]!),
      backoff: Float32Array.from(bigramOrder, (i) => model.bigrams.backoff[i]!),
    },
    trigrams: {
      words: Uint32Array.from(
        trigramOrder.flatMap((t) => [0, 1, 2].map((k) => model.trigrams.words[3 * t.i + k]!)),
      ),
      prob: Float32Array.from(trigramOrder, (t) => model.trigrams.prob[t.i]!),
    },
    bigramStart,
    trigramStart,
  };
}

/** p(word | history) of a backoff model, by its own backoff rules (linear probability). */
export function probability(model: BackoffModel, history: string[], word: string): number {
  const id = new Map(model.words.map((w, i) => [w, i]));
  const w = id.get(word);
  if (w === undefined) return 0;
  const ids = history.map((h) => id.get(h));
  const lin = (log: number) => (log <= -99 ? 0 : 10 ** log);
  const bigram = (h: number | undefined): number => {
    if (h === undefined) return lin(model.unigramProb[w]!);
    for (let i = 0; i < model.bigrams.prob.length; i++) {
      if (model.bigrams.words[2 * i] === h && model.bigrams.words[2 * i + 1] === w)
        return lin(model.bigrams.prob[i]!);
    }
    return lin(model.unigramBackoff[h]!) * lin(model.unigramProb[w]!);
  };
  if (ids.length < 2) return bigram(ids[0]);
  const [h2, h1] = ids.slice(-2);
  for (let i = 0; i < model.trigrams.prob.length; i++) {
    const t = model.trigrams.words;
    if (t[3 * i] === h2 && t[3 * i + 1] === h1 && t[3 * i + 2] === w) return lin(model.trigrams.prob[i]!);
  }
  let backoff = 1;
  for (let i = 0; i < model.bigrams.prob.length; i++) {
    if (model.bigrams.words[2 * i] === h2 && model.bigrams.words[2 * i + 1] === h1)
      backoff = lin(model.bigrams.backoff[i]!);
  }
  return backoff * bigram(h1);
}
