import type { SetupCode } from '@sauti/core/domain/setup-code';
import type { SetupCodeRepository } from '@sauti/core/ports/setup-code-repository';
import { SetupCodeSchema } from '../entities/auth.entity.js';
import { OrmRepository } from './orm-repository.js';

/** `SetupCodeRepository` on `setup_codes`. */
export class OrmSetupCodeRepository extends OrmRepository implements SetupCodeRepository {
  async add(code: SetupCode): Promise<void> {
    await this.em().insert(SetupCodeSchema, { ...code });
  }

  async consume(codeHash: string, now: Date): Promise<SetupCode | null> {
    const em = this.em();
    // DELETE ... RETURNING is the one-time use: of two concurrent consumers only one gets the row.
    const rows = await this.sql(em, `delete from setup_codes where code_hash = ? returning *`, [codeHash]);
    if (!rows[0]) return null;
    const row = em.map(SetupCodeSchema, rows[0]);
    return row.expiresAt > now
      ? { codeHash: row.codeHash, createdAt: row.createdAt, expiresAt: row.expiresAt }
      : null;
  }

  async clear(): Promise<void> {
    await this.em().nativeDelete(SetupCodeSchema, {});
  }
}
