/** Ranks 1..n, ties sharing their average rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) result[order[k]!.index] = rank;
    i = j + 1;
  }
  return result;
}

/** Mean of a list (0 when empty). */
export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;
}

/** Population standard deviation. */
export function standardDeviation(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < xs.length; i += 1) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    dx += (xs[i]! - mx) ** 2;
    dy += (ys[i]! - my) ** 2;
  }
  return dx === 0 || dy === 0 ? 0 : num / Math.sqrt(dx * dy);
}

/** Spearman's rank correlation (Pearson on ranks, so ties are handled). 0 when a side is constant. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error('spearman: lists of different lengths');
  return pearson(ranks(xs), ranks(ys));
}

/**
 * Quadratic weighted kappa between two ratings on the categories 0..k-1: 1 is perfect agreement,
 * 0 agreement by chance; near misses cost less than far ones.
 */
export function quadraticWeightedKappa(a: readonly number[], b: readonly number[], k: number): number {
  if (a.length !== b.length) throw new Error('kappa: lists of different lengths');
  const n = a.length;
  if (n === 0) return 0;
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const histA = new Array<number>(k).fill(0);
  const histB = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i += 1) {
    observed[a[i]!]![b[i]!]! += 1;
    histA[a[i]!]! += 1;
    histB[b[i]!]! += 1;
  }
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j < k; j += 1) {
      const weight = (i - j) ** 2 / (k - 1) ** 2;
      num += weight * observed[i]![j]!;
      den += (weight * histA[i]! * histB[j]!) / n;
    }
  }
  return den === 0 ? 1 : 1 - num / den;
}
