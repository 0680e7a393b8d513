import { randomUUID } from 'node:crypto';
import type { WorkSlots } from '@sauti/core/ports/work-slots';
import { OrmRepository } from './orm-repository.js';

// Creates the slot rows of a name once (idempotent), so the claim below has rows to lock.
const ENSURE_SQL = `
insert into work_slots (name, slot) select ?, s from generate_series(0, ? - 1) as s
on conflict do nothing`;

// One statement claims a free slot (never leased, or its lease ran out). FOR UPDATE SKIP LOCKED:
// two processes claiming at once never get the same row, and neither waits for the other.
const CLAIM_SQL = `
update work_slots set lease = ?, expires_at = ?
where (name, slot) = (
  select name, slot from work_slots
  where name = ? and slot < ? and (lease is null or expires_at <= ?)
  order by slot limit 1 for update skip locked)
returning slot`;

/** `WorkSlots` on `work_slots`. */
export class OrmWorkSlots extends OrmRepository implements WorkSlots {
  async acquire(name: string, capacity: number, leaseMs: number, now: Date): Promise<string | null> {
    const em = this.em();
    await this.sql(em, ENSURE_SQL, [name, capacity]);
    const lease = randomUUID();
    const rows = await this.sql(em, CLAIM_SQL, [
      lease,
      new Date(now.getTime() + leaseMs),
      name,
      capacity,
      now,
    ]);
    return rows.length > 0 ? lease : null;
  }

  async release(name: string, lease: string): Promise<void> {
    await this.sql(
      this.em(),
      `update work_slots set lease = null, expires_at = null where name = ? and lease = ?`,
      [name, lease],
    );
  }
}
