import type { RateLimitStore } from '@sauti/core/ports/rate-limit-store';
import { RateLimitCounterSchema } from '../entities/misc.entity.js';
import { OrmRepository } from './orm-repository.js';

// One atomic statement: concurrent hits from several processes never lose a count. A hit for an
// older window than the stored one counts in the stored window (clocks of processes may differ).
const HIT_SQL = `
insert into rate_limit_counters (key, window_start, count) values (?, ?, 1)
on conflict (key) do update set
  count = case when rate_limit_counters.window_start >= excluded.window_start
    then rate_limit_counters.count + 1 else 1 end,
  window_start = greatest(rate_limit_counters.window_start, excluded.window_start)
returning count`;

/** `RateLimitStore` on `rate_limit_counters`. */
export class OrmRateLimitStore extends OrmRepository implements RateLimitStore {
  async hit(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.sql<{ count: number }>(this.em(), HIT_SQL, [key, windowStart]);
    return Number(row?.count ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.em().nativeDelete(RateLimitCounterSchema, { key });
  }

  async purgeBefore(before: Date): Promise<number> {
    return this.em().nativeDelete(RateLimitCounterSchema, { windowStart: { $lt: before } });
  }
}
