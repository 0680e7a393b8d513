/**
 * Exact fractions of whole counts, for the bias audit's rates and impact ratios
 * (docs/behaviour/review.md §13): a ratio is compared with 0.80 by integer arithmetic, never by
 * floating point, so 4/5 is never flagged and 399/500 always is.
 */
export interface Fraction {
  /** Whole number, 0 or more. */
  numerator: number;
  /** Whole number, 1 or more. */
  denominator: number;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function toSafeNumber(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`count too large for an exact fraction: ${value}`);
  return number;
}

function fromBig(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: toSafeNumber(numerator / divisor), denominator: toSafeNumber(denominator / divisor) };
}

/** `part / whole` in lowest terms, or null when `whole` is 0 (no rate without anyone to count). */
export function fraction(part: number, whole: number): Fraction | null {
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || part < 0 || whole < 0) {
    throw new RangeError(`a fraction takes whole counts: ${part}/${whole}`);
  }
  return whole === 0 ? null : fromBig(BigInt(part), BigInt(whole));
}

/** `a / b`; null when `b` is zero (no impact ratio against a highest rate of 0). */
export function divide(a: Fraction, b: Fraction): Fraction | null {
  if (b.numerator === 0) return null;
  return fromBig(BigInt(a.numerator) * BigInt(b.denominator), BigInt(a.denominator) * BigInt(b.numerator));
}

/** Negative, zero or positive as `a` is below, equal to or above `b`, exactly. */
export function compareFractions(a: Fraction, b: Fraction): number {
  const left = BigInt(a.numerator) * BigInt(b.denominator);
  const right = BigInt(b.numerator) * BigInt(a.denominator);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when `a` is strictly below `limit`, exactly. */
export function isBelow(a: Fraction, limit: Fraction): boolean {
  return compareFractions(a, limit) < 0;
}

/**
 * `value` with `decimals` decimals, TRUNCATED (never rounded up): a ratio shown as 0.80 is then
 * never below 0.80, and one below 0.80 never reads 0.80, so the figure and its flag agree.
 */
export function truncatedDecimal(value: Fraction, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (BigInt(value.numerator) * scale) / BigInt(value.denominator);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(decimals, '0');
  return decimals === 0 ? whole.toString() : `${whole}.${rest}`;
}

/** `value` as a percent with one decimal, rounded half up exactly: 1/3 → '33.3%', 1/8 → '12.5%'. */
export function percentText(value: Fraction): string {
  const tenthsTimesTwo = (BigInt(value.numerator) * 2000n) / BigInt(value.denominator);
  const tenths = (tenthsTimesTwo + 1n) / 2n;
  return `${tenths / 10n}.${tenths % 10n}%`;
}
