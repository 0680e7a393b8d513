import type { LoginSession } from '../domain/auth.js';
import type { JsonObject } from '../domain/json.js';
import type { LoginSessionStore } from '../ports/login-session-store.js';

/** LoginSessionStore in memory. Expired sessions are invisible to `get` until purged. */
export class InMemoryLoginSessionStore implements LoginSessionStore {
  readonly rows = new Map<string, LoginSession>();

  async get(sid: string, now: Date): Promise<LoginSession | null> {
    const row = this.rows.get(sid);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
    return { sid, data: cloneJson(row.data), expiresAt: new Date(row.expiresAt) };
  }

  async set(sid: string, data: JsonObject, expiresAt: Date): Promise<void> {
    this.rows.set(sid, { sid, data: cloneJson(data), expiresAt: new Date(expiresAt) });
  }

  async touch(sid: string, expiresAt: Date): Promise<void> {
    const row = this.rows.get(sid);
    if (row) row.expiresAt = new Date(expiresAt);
  }

  async destroy(sid: string): Promise<void> {
    this.rows.delete(sid);
  }

  async destroyForUser(userId: string, exceptSid?: string): Promise<number> {
    let ended = 0;
    for (const [sid, row] of this.rows) {
      if (sid !== exceptSid && (row.data['userId'] === userId || row.data['impersonatorId'] === userId)) {
        this.rows.delete(sid);
        ended += 1;
      }
    }
    return ended;
  }

  async purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const [sid, row] of this.rows) {
      if (row.expiresAt.getTime() <= now.getTime()) {
        this.rows.delete(sid);
        purged += 1;
      }
    }
    return purged;
  }
}

/** Copies session data the way a database round trip would. */
function cloneJson(data: JsonObject): JsonObject {
  return JSON.parse(JSON.stringify(data)) as JsonObject;
}
