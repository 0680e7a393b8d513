import type { PasswordResetToken } from '@sauti/core/domain/auth';
import type { PasswordResetTokenRepository } from '@sauti/core/ports/password-reset-token-repository';
import { PasswordResetTokenSchema, type PasswordResetTokenRow } from '../entities/auth.entity.js';
import { OrmRepository } from './orm-repository.js';

function toToken(row: PasswordResetTokenRow): PasswordResetToken {
  return {
    id: row.id,
    tokenHash: row.token,
    userId: row.user,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}

/** `PasswordResetTokenRepository` on `password_reset_tokens` (the `token` column holds the hash). */
export class OrmPasswordResetTokenRepository extends OrmRepository implements PasswordResetTokenRepository {
  async add(token: PasswordResetToken): Promise<void> {
    await this.em().insert(PasswordResetTokenSchema, {
      id: token.id,
      token: token.tokenHash,
      user: token.userId,
      expiresAt: token.expiresAt,
      createdAt: token.createdAt,
    });
  }

  async consume(tokenHash: string, now: Date): Promise<PasswordResetToken | null> {
    const em = this.em();
    // DELETE ... RETURNING is the one-time use: of two concurrent consumers only one gets the row.
    const rows = await this.sql(em, `delete from password_reset_tokens where token = ? returning *`, [
      tokenHash,
    ]);
    const row = rows[0];
    if (!row) return null;
    const token = toToken(em.map(PasswordResetTokenSchema, row));
    return token.expiresAt > now ? token : null;
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.em().nativeDelete(PasswordResetTokenSchema, { user: userId });
  }

  async purgeExpired(now: Date): Promise<number> {
    return this.em().nativeDelete(PasswordResetTokenSchema, { expiresAt: { $lte: now } });
  }
}
