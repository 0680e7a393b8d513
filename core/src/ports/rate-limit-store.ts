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
  /** The count of `key` in the window starting at `windowStart` (0 if none, or an older window). */
  peek(key: string, windowStart: Date): Promise<number>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window started before `before`. */
  purgeBefore(before: Date): Promise<number>;
}
