/**
 * `part` as a whole percent of `whole`, 0 when `whole` is 0: the one rounding of every share the
 * screens show (completion, decisions, criteria met, agreement). The product is taken first, an
 * exact integer for counts, so a share exactly on .5 rounds up: 23 of 40 is 58, where the float
 * of 23 / 40 * 100 (57.4999…) would give 57.
 */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 100) / whole) : 0;
}
