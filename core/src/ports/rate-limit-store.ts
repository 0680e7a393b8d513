/** Fixed-window counters for rate limits (e.g. login attempts), shared by all HTTP processes. */
export interface RateLimitStore {
  /**
   * Adds one hit to `key` in the window starting at `windowStart` and returns the count in that
   * window. A hit in a newer window restarts the count at 1. Atomic across processes.
   */
  hit(key: string, windowStart: Date): Promise<number>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window started before `before`. */
  purgeBefore(before: Date): Promise<number>;
}
