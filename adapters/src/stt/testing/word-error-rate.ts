/** Lower-case words without punctuation. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
}

/**
 * Word error rate: the word-level edit distance (substitutions, insertions, deletions) between
 * what was said and what was heard, divided by the number of words said.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = wordsOf(reference);
  const heard = wordsOf(hypothesis);
  if (said.length === 0) return heard.length === 0 ? 0 : 1;
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (said[i - 1] === heard[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return (previous[heard.length] ?? 0) / said.length;
}
