import {
  assertDistinctKeys,
  type RateLimitAddition,
  type RateLimitStore,
} from '@sauti/core/ports/rate-limit-store';
import { RateLimitCounterSchema } from '../entities/misc.entity.js';
import { OrmRepository } from './orm-repository.js';

// One atomic statement: concurrent additions from several processes never lose a count. An
// addition for an older window than the stored one counts in the stored window (clocks of
// processes may differ).
const addSql = (rows: number) => `
insert into rate_limit_counters (key, window_start, count) values ${Array(rows).fill('(?, ?, ?)').join(', ')}
on conflict (key) do update set
  count = case when rate_limit_counters.window_start >= excluded.window_start
    then rate_limit_counters.count + excluded.count else excluded.count end,
  window_start = greatest(rate_limit_counters.window_start, excluded.window_start)
returning key, count`;
const ADD_SQL = addSql(1);

/** `RateLimitStore` on `rate_limit_counters`. */
export class OrmRateLimitStore extends OrmRepository implements RateLimitStore {
  hit(key: string, windowStart: Date): Promise<number> {
    return this.add(key, windowStart, 1);
  }

  async add(key: string, windowStart: Date, amount: number): Promise<number> {
    const [row] = await this.sql<{ count: number }>(this.em(), ADD_SQL, [key, windowStart, amount]);
    return Number(row?.count ?? 0);
  }

  async addAll(additions: readonly RateLimitAddition[]): Promise<number[]> {
    assertDistinctKeys(additions);
    if (additions.length === 0) return [];
    const rows = await this.sql<{ key: string; count: number }>(
      this.em(),
      addSql(additions.length),
      additions.flatMap((a) => [a.key, a.windowStart, a.amount]),
    );
    const counts = new Map(rows.map((r) => [r.key, Number(r.count)]));
    return additions.map((a) => counts.get(a.key) ?? 0);
  }

  async peek(key: string, windowStart: Date): Promise<number> {
    const row = await this.em().findOne(RateLimitCounterSchema, { key, windowStart: { $gte: windowStart } });
    return row ? Number(row.count) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.em().nativeDelete(RateLimitCounterSchema, { key });
  }

  async purgeBefore(before: Date): Promise<number> {
    return this.em().nativeDelete(RateLimitCounterSchema, { windowStart: { $lt: before } });
  }
}
