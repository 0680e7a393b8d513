/** A heard word with whether it matched what was said and how sure the recogniser was. */
export interface ScoredWord {
  word: string;
  confidence: number | null;
  right: boolean;
}

/**
 * Word-level edit distance between what was said and what was heard, with each heard word marked
 * right when the alignment pairs it with the same said word, and each said word marked heard
 * when a right word is paired with it.
 */
export function align(
  said: readonly string[],
  heard: readonly { word: string; confidence: number | null }[],
): { errors: number; words: ScoredWord[]; saidHeard: boolean[] } {
  const n = said.length;
  const m = heard.length;
  const cost: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = 0; i <= n; i++) cost[i]![0] = i;
  for (let j = 0; j <= m; j++) cost[0]![j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = said[i - 1] === heard[j - 1]!.word ? 0 : 1;
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + same, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const right = new Array<boolean>(m).fill(false);
  const saidHeard = new Array<boolean>(n).fill(false);
  let [i, j] = [n, m];
  while (i > 0 && j > 0) {
    const same = said[i - 1] === heard[j - 1]!.word;
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      right[j - 1] = same;
      saidHeard[i - 1] = same;
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  return {
    errors: cost[n]![m]!,
    words: heard.map((h, k) => ({ ...h, right: right[k]! })),
    saidHeard,
  };
}
