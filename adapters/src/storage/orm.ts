import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { allEntities } from './entities/index.js';
import { migrationsList } from './migrations/index.js';

/** The ORM type the storage adapters work with. */
export type SautiOrm = MikroORM;

/** Where the ORM connects: a PostgreSQL URL, or the Unix socket of an embedded PGlite host. */
export type ConnectionTarget = { url: string } | { socketDir: string; port: number };

/** Name of the table recording applied migrations. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * Creates the ORM for a target. `poolMax` must be 1 for embedded PGlite: pglite-socket runs one
 * query at a time and a second connection waits while the first holds a transaction.
 */
export async function initOrm(
  target: ConnectionTarget,
  options: { poolMax: number; debug?: boolean; dbName?: string },
): Promise<SautiOrm> {
  const connection =
    'url' in target
      ? { clientUrl: target.url }
      : { host: target.socketDir, port: target.port, user: 'postgres', dbName: 'postgres' };
  const orm = await MikroORM.init({
    ...connection,
    ...(options.dbName ? { dbName: options.dbName } : {}),
    entities: allEntities,
    extensions: [Migrator],
    migrations: {
      tableName: MIGRATIONS_TABLE,
      migrationsList,
      snapshot: false,
      silent: true,
      emit: 'ts',
    },
    pool: { min: 0, max: options.poolMax },
    // The database exists (a server's DATABASE_URL, or PGlite's single database); never CREATE it.
    ensureDatabase: false,
    debug: options.debug ?? false,
  });
  await orm.connect();
  return orm;
}
