import type { IdempotencyRecord, IdempotentAnswer } from '../domain/idempotency.js';
import type { IdempotencyClaim, IdempotencyStore } from '../ports/idempotency-store.js';

const idOf = (organisationId: string, key: string) => `${organisationId}\u0000${key}`;

/** A copy, as a database hands back: changing it changes nothing stored. */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** IdempotencyStore in memory: the check and the write of a claim happen without an await between. */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  readonly records = new Map<string, IdempotencyRecord>();

  async claim(
    claim: IdempotencyClaim,
  ): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }> {
    const id = idOf(claim.organisationId, claim.key);
    const held = this.records.get(id);
    const now = claim.now.getTime();
    const free =
      !held ||
      held.expiresAt.getTime() <= now ||
      (held.state === 'running' && held.leaseUntil.getTime() <= now);
    if (!free) return { claimed: false, record: { ...held, answer: held.answer && copyOf(held.answer) } };
    this.records.set(id, {
      organisationId: claim.organisationId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      state: 'running',
      answer: null,
      createdAt: claim.now,
      expiresAt: claim.expiresAt,
      leaseUntil: claim.leaseUntil,
    });
    return { claimed: true };
  }

  async complete(
    organisationId: string,
    key: string,
    fingerprint: string,
    answer: IdempotentAnswer,
  ): Promise<void> {
    const record = this.records.get(idOf(organisationId, key));
    if (!record || record.fingerprint !== fingerprint || record.state !== 'running') return;
    record.state = 'done';
    record.answer = copyOf(answer);
  }

  async release(organisationId: string, key: string, fingerprint: string): Promise<void> {
    const id = idOf(organisationId, key);
    const record = this.records.get(id);
    if (record && record.fingerprint === fingerprint && record.state === 'running') this.records.delete(id);
  }

  async deleteExpired(before: Date, limit: number): Promise<number> {
    let removed = 0;
    for (const [id, record] of this.records) {
      if (removed >= limit) break;
      if (record.expiresAt.getTime() <= before.getTime()) {
        this.records.delete(id);
        removed += 1;
      }
    }
    return removed;
  }
}
