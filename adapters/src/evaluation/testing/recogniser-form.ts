/**
 * A text as the default recogniser writes it: lower case, no punctuation (apostrophes kept), single
 * spaces. Tests read answers this way to check that speech is scored as writing is
 * (docs/scoring-rubric.md, the `local-signals@8` round, spoken attacks).
 */
export function recogniserForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
