/** One addition of {@link RateLimitStore.addAll}. */
export interface RateLimitAddition {
  key: string;
  windowStart: Date;
  amount: number;
}

/**
 * The rule every store keeps for addAll: one statement cannot update the same counter twice, so
 * a repeated key is refused (RangeError) rather than counted once.
 */
export function assertDistinctKeys(additions: readonly RateLimitAddition[]): void {
  if (new Set(additions.map((a) => a.key)).size !== additions.length) {
    throw new RangeError('addAll: the same key twice');
  }
}

/**
 * Fixed-window counters for rate limits and budgets (sign-in failures, session starts, bytes
 * stored), shared by all HTTP processes.
 */
export interface RateLimitStore {
  /** `add(key, windowStart, 1)`. */
  hit(key: string, windowStart: Date): Promise<number>;
  /**
   * Adds `amount` (negative to give back) to `key` in the window starting at `windowStart` and
   * returns the count in that window. A newer window restarts the count at `amount`. Atomic
   * across processes.
   */
  add(key: string, windowStart: Date, amount: number): Promise<number>;
  /**
   * Several `add`s in one round trip (an upload spends its session's and its address's byte
   * budgets together); the counts come back in the order of `additions`. Keys must differ.
   */
  addAll(additions: readonly RateLimitAddition[]): Promise<number[]>;
  /** The count of `key` in the window starting at `windowStart` (0 if none, or an older window). */
  peek(key: string, windowStart: Date): Promise<number>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window started before `before`. */
  purgeBefore(before: Date): Promise<number>;
}
