import type { Config } from '../config/config.js';
import { openDatabase, type Database } from '../storage/database.js';
import {
  startEmbeddedMaintenance,
  type EmbeddedMaintenance,
} from '../storage/embedded/embedded-maintenance.js';
import type { Logger } from '../system/logger.js';
import { migrate } from '../storage/migrate.js';
import { withMigrationLock } from '../storage/migrations/migration-lock.js';
import { createRepositories, type Repositories } from '../storage/repositories/index.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { token } from './tokens.js';

/** Runs a unit of work inside one ORM context (one identity map per HTTP request or CLI command). */
export interface RequestScope {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** What the edge needs to know about the database: its kind and whether it answers. */
export interface DatabaseStatus {
  kind: Database['kind'];
  ping(): Promise<void>;
}

export const STORAGE = {
  Database: token<DatabaseStatus>('Database'),
  RequestScope: token<RequestScope>('RequestScope'),
  Orm: token<Database['orm']>('Orm'),
  Repositories: token<Repositories>('Repositories'),
};

/** Opens PostgreSQL (a server from DATABASE_URL, or embedded PGlite under DATA_DIR) and binds the repositories. */
export async function storageModule(
  config: Config,
  options: { migrate: boolean },
  logger: Logger,
): Promise<PortModule> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Against a server several processes may start at once: one migrates, the others wait for it.
    if (options.migrate && db.kind === 'server') await withMigrationLock(db.orm, () => migrate(db.orm));
    else if (options.migrate) await migrate(db.orm);
  } catch (error) {
    await db.close();
    throw error;
  }
  // Only the process hosting PGlite: a PostgreSQL server runs its own autovacuum.
  const maintenance = db.kind === 'embedded-host' ? startMaintenance(db, logger) : null;
  const scope: RequestScope = { run: (work) => db.withContext(work) };
  return {
    module: bindings(({ value }) => {
      value(STORAGE.Database, { kind: db.kind, ping: () => db.ping() });
      value(STORAGE.RequestScope, scope);
      value(STORAGE.Orm, db.orm);
      value(STORAGE.Repositories, createRepositories(db.orm));
    }),
    ports: [{ port: 'storage', adapter: db.describe() }],
    close: async () => {
      await maintenance?.stop();
      await db.close();
    },
  };
}

/** The embedded database's stand-in for autovacuum, which PGlite lacks (embedded-maintenance.ts). */
function startMaintenance(db: Database, logger: Logger): EmbeddedMaintenance {
  return startEmbeddedMaintenance(db.orm, {
    done(statements, ms) {
      if (statements.length > 0) {
        logger.debug(`embedded database maintenance in ${Math.round(ms)} ms: ${statements.join('; ')}`);
      }
    },
    failed(error) {
      logger.warn(
        `embedded database maintenance failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  });
}
