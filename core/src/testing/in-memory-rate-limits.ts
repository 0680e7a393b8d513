import type { RateLimitCounter } from '../domain/rate-limit.js';
import {
  assertDistinctKeys,
  type RateLimitAddition,
  type RateLimitStore,
} from '../ports/rate-limit-store.js';

/** RateLimitStore in memory: one fixed-window counter per key. */
export class InMemoryRateLimitStore implements RateLimitStore {
  readonly counters = new Map<string, RateLimitCounter>();

  hit(key: string, windowStart: Date): Promise<number> {
    return this.add(key, windowStart, 1);
  }

  async add(key: string, windowStart: Date, amount: number): Promise<number> {
    const row = this.counters.get(key);
    if (!row || row.windowStart.getTime() < windowStart.getTime()) {
      this.counters.set(key, { key, windowStart: new Date(windowStart), count: amount });
      return amount;
    }
    row.count += amount;
    return row.count;
  }

  async addAll(additions: readonly RateLimitAddition[]): Promise<number[]> {
    assertDistinctKeys(additions);
    const counts: number[] = [];
    for (const a of additions) counts.push(await this.add(a.key, a.windowStart, a.amount));
    return counts;
  }

  async peek(key: string, windowStart: Date): Promise<number> {
    const row = this.counters.get(key);
    return row && row.windowStart.getTime() >= windowStart.getTime() ? row.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async purgeBefore(before: Date): Promise<number> {
    let purged = 0;
    for (const [key, row] of this.counters) {
      if (row.windowStart.getTime() < before.getTime()) {
        this.counters.delete(key);
        purged += 1;
      }
    }
    return purged;
  }
}
