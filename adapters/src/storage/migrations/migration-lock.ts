import { sql } from 'kysely';
import type { SautiOrm } from '../orm.js';

/** The advisory lock key of schema migrations (any fixed number; shared by every Sauti process). */
export const MIGRATION_LOCK_KEY = 721_534_410;

/**
 * Runs `work` while holding a PostgreSQL session-level advisory lock on one connection of its own:
 * when several processes start at once, one migrates and the others wait here, then find nothing
 * pending. PostgreSQL releases the lock if the holder dies, so a killed process blocks no one.
 * The pool needs a second connection for `work` (so not for embedded PGlite, whose pool is one).
 */
export async function withMigrationLock<T>(orm: SautiOrm, work: () => Promise<T>): Promise<T> {
  const kysely = orm.em.getConnection().getClient();
  return kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
