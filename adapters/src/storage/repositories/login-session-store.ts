import type { LoginSession } from '@sauti/core/domain/auth';
import type { JsonObject } from '@sauti/core/domain/json';
import type { LoginSessionStore } from '@sauti/core/ports/login-session-store';
import { LoginSessionSchema } from '../entities/auth.entity.js';
import { OrmRepository } from './orm-repository.js';

/** `LoginSessionStore` on the `sessions` table. */
export class OrmLoginSessionStore extends OrmRepository implements LoginSessionStore {
  async get(sid: string, now: Date): Promise<LoginSession | null> {
    const row = await this.em().findOne(LoginSessionSchema, { sid, expire: { $gt: now } });
    return row ? { sid: row.sid, data: row.sess, expiresAt: row.expire } : null;
  }

  async set(sid: string, data: JsonObject, expiresAt: Date): Promise<void> {
    await this.em().upsert(
      LoginSessionSchema,
      { sid, sess: data, expire: expiresAt },
      { onConflictFields: ['sid'] },
    );
  }

  async touch(sid: string, expiresAt: Date): Promise<void> {
    await this.em().nativeUpdate(LoginSessionSchema, { sid }, { expire: expiresAt });
  }

  async destroy(sid: string): Promise<void> {
    await this.em().nativeDelete(LoginSessionSchema, { sid });
  }

  async destroyForUser(userId: string, exceptSid?: string): Promise<number> {
    const em = this.em();
    const rows = await this.sql<{ sid: string }>(
      em,
      `delete from sessions where (sess->>'userId' = ? or sess->>'impersonatorId' = ?) and sid <> ? returning sid`,
      [userId, userId, exceptSid ?? ''],
    );
    return rows.length;
  }

  async purgeExpired(now: Date): Promise<number> {
    return this.em().nativeDelete(LoginSessionSchema, { expire: { $lte: now } });
  }
}
