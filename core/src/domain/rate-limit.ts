/** A fixed-window counter, e.g. failed logins per email or per IP (table `rate_limit_counters`). */
export interface RateLimitCounter {
  key: string;
  windowStart: Date;
  count: number;
}
