import type { IdempotencyRecord, IdempotentAnswer } from '@sauti/core/domain/idempotency';
import type { IdempotencyClaim, IdempotencyStore } from '@sauti/core/ports/idempotency-store';
import { IdempotencyKeySchema, type IdempotencyKeyRow } from '../entities/idempotency-key.entity.js';
import { OrmRepository } from './orm-repository.js';

// One statement claims the key: the row is inserted, or an expired row or a running row past its
// lease is taken over; a live row is left alone and nothing is returned. The primary key
// (organisation_id, key) makes PostgreSQL serialise concurrent claims of one key.
const CLAIM_SQL = `
insert into idempotency_keys (organisation_id, key, fingerprint, state, answer, created_at, expires_at, lease_until)
values (?, ?, ?, 'running', null, ?, ?, ?)
on conflict (organisation_id, key) do update set
  fingerprint = excluded.fingerprint, state = 'running', answer = null, created_at = excluded.created_at,
  expires_at = excluded.expires_at, lease_until = excluded.lease_until
where idempotency_keys.expires_at <= excluded.created_at
   or (idempotency_keys.state = 'running' and idempotency_keys.lease_until <= excluded.created_at)
returning key`;

/** A claim that lost and then found no row (its holder released it meanwhile) tries again. */
const CLAIM_ATTEMPTS = 3;

function toRecord(row: IdempotencyKeyRow): IdempotencyRecord {
  return {
    organisationId: row.organisation,
    key: row.key,
    fingerprint: row.fingerprint,
    state: row.state === 'done' ? 'done' : 'running',
    answer: row.answer ? (JSON.parse(row.answer) as IdempotentAnswer) : null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    leaseUntil: row.leaseUntil,
  };
}

/** `IdempotencyStore` on `idempotency_keys`. */
export class OrmIdempotencyStore extends OrmRepository implements IdempotencyStore {
  async claim(
    claim: IdempotencyClaim,
  ): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }> {
    const { organisationId, key } = claim;
    for (let attempt = 1; ; attempt += 1) {
      const claimed = await this.sql(this.em(), CLAIM_SQL, [
        organisationId,
        key,
        claim.fingerprint,
        claim.now,
        claim.expiresAt,
        claim.leaseUntil,
      ]);
      if (claimed.length > 0) return { claimed: true };
      const row = await this.em().findOne(IdempotencyKeySchema, { organisation: organisationId, key });
      if (row) return { claimed: false, record: toRecord(row as IdempotencyKeyRow) };
      if (attempt >= CLAIM_ATTEMPTS) throw new Error('idempotency key claim kept losing to releases');
    }
  }

  async complete(
    organisationId: string,
    key: string,
    fingerprint: string,
    answer: IdempotentAnswer,
  ): Promise<void> {
    await this.em().nativeUpdate(
      IdempotencyKeySchema,
      { organisation: organisationId, key, fingerprint, state: 'running' },
      { state: 'done', answer: JSON.stringify(answer) },
    );
  }

  async release(organisationId: string, key: string, fingerprint: string): Promise<void> {
    await this.em().nativeDelete(IdempotencyKeySchema, {
      organisation: organisationId,
      key,
      fingerprint,
      state: 'running',
    });
  }

  async deleteExpired(before: Date, limit: number): Promise<number> {
    const rows = await this.sql(
      this.em(),
      `delete from idempotency_keys where (organisation_id, key) in
         (select organisation_id, key from idempotency_keys where expires_at <= ? limit ?) returning key`,
      [before, limit],
    );
    return rows.length;
  }
}
