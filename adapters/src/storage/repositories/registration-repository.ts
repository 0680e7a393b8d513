import type { PendingRegistration } from '@sauti/core/domain/membership';
import type { RegistrationRepository } from '@sauti/core/ports/registration-repository';
import { EmailVerificationSchema, type EmailVerificationRow } from '../entities/membership.entity.js';
import { normaliseAddress, OrmRepository } from './orm-repository.js';

function toRegistration(row: EmailVerificationRow): PendingRegistration {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    tokenHash: row.tokenHash,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt ?? null,
    replacedAt: row.replacedAt ?? null,
  };
}

/** `RegistrationRepository` on `email_verifications`. */
export class OrmRegistrationRepository extends OrmRepository implements RegistrationRepository {
  async add(registration: PendingRegistration): Promise<void> {
    await this.em().insert(EmailVerificationSchema, {
      ...registration,
      email: normaliseAddress(registration.email),
    });
  }

  async replaceOpenFor(email: string, at: Date): Promise<number> {
    return this.em().nativeUpdate(
      EmailVerificationSchema,
      { email: normaliseAddress(email), usedAt: null, replacedAt: null },
      { replacedAt: at },
    );
  }

  async consume(tokenHash: string, now: Date): Promise<PendingRegistration | null> {
    const em = this.em();
    // UPDATE ... WHERE used_at IS NULL RETURNING: of two concurrent uses only one gets the row.
    const rows = await this.sql(
      em,
      `update email_verifications set used_at = ? where token_hash = ? and used_at is null and replaced_at is null and expires_at > ? returning *`,
      [now, tokenHash, now],
    );
    return rows[0] ? toRegistration(em.map(EmailVerificationSchema, rows[0])) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<PendingRegistration | null> {
    const row = await this.em().findOne(EmailVerificationSchema, { tokenHash });
    return row ? toRegistration(row) : null;
  }

  async findLatestOpen(email: string, now: Date): Promise<PendingRegistration | null> {
    const row = await this.em().findOne(
      EmailVerificationSchema,
      { email: normaliseAddress(email), usedAt: null, replacedAt: null, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return row ? toRegistration(row) : null;
  }

  async deleteOpenFor(email: string): Promise<number> {
    return this.em().nativeDelete(EmailVerificationSchema, { email: normaliseAddress(email), usedAt: null });
  }
}
