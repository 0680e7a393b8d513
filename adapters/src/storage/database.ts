import { RequestContext } from '@mikro-orm/core';
import { openEmbedded } from './embedded/open-embedded.js';
import { initOrm, type SautiOrm } from './orm.js';

/** Connections per process against a PostgreSQL server. */
const SERVER_POOL_MAX = 10;

/** An open database and how it is served. */
export interface Database {
  orm: SautiOrm;
  /** `embedded-host`: this process owns PGlite; `embedded-client`: another process does; `server`: PostgreSQL. */
  kind: 'embedded-host' | 'embedded-client' | 'server';
  /** Human-readable description for startup logs; never contains a password. */
  describe(): string;
  /** Resolves when the database answers; rejects with the reason otherwise. */
  ping(): Promise<void>;
  /** Runs `work` with its own ORM context (identity map), as one HTTP request or CLI command. */
  withContext<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Logs every query. */
  debug?: boolean;
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is given, otherwise the embedded
 * PGlite of `dataDir` (hosted by the first process, reached through its socket by the others).
 * Does not migrate; call `migrate(db.orm)`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const orm = await initOrm({ url }, { poolMax: SERVER_POOL_MAX, debug: options.debug ?? false });
    return wrap(
      orm,
      'server',
      () => `PostgreSQL server ${redactUrl(url)}`,
      () => orm.close(),
    );
  }
  const embedded = await openEmbedded(options.dataDir, options.debug ?? false);
  return wrap(embedded.orm, embedded.kind, embedded.describe, embedded.close);
}

/** Adds ping and context handling around an ORM. */
export function wrap(
  orm: SautiOrm,
  kind: Database['kind'],
  describe: () => string,
  close: () => Promise<void>,
): Database {
  return {
    orm,
    kind,
    describe,
    close,
    async ping() {
      const check = await orm.checkConnection();
      if (!check.ok) throw new Error(`database unavailable: ${check.reason}`);
    },
    withContext: (work) => RequestContext.create(orm.em, work),
  };
}

/** The URL without its password, e.g. for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
