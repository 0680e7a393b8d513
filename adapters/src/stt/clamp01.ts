/**
 * Clamps a confidence to 0-1 (rounding can push a probability a hair past 1). In a module of its
 * own because both the OpenAI and the Google transcriber use it, and neither should load the
 * other's SDK.
 */
export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
