import { readHostRecord } from '../storage/embedded/host-record.js';
import { redactUrl } from '../storage/database.js';
import type { QueueDatabaseOptions } from './pg-boss-queue.js';

// pglite-socket serves one query at a time, so more connections only queue up; two let a
// worker's poll and an enqueue overlap without holding many of the host's connection slots.
const EMBEDDED_POOL_MAX = 2;
const SERVER_POOL_MAX = 4;

/** Where the queue's own pool connects, and how to describe it. */
export interface QueueConnection {
  options: QueueDatabaseOptions;
  description: string;
}

/**
 * The queue lives in the application's database: the PostgreSQL server of DATABASE_URL, or the
 * embedded PGlite through its host's Unix socket (the host record tells where; the storage module
 * has opened the database first, so the record exists).
 */
export async function queueConnection(target: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<QueueConnection> {
  if (target.databaseUrl) {
    return {
      options: { connectionString: target.databaseUrl, max: SERVER_POOL_MAX },
      description: `PostgreSQL server ${redactUrl(target.databaseUrl)}`,
    };
  }
  const record = await readHostRecord(target.dataDir);
  if (record?.state !== 'ready' || !record.socketDir || !record.port) {
    throw new Error(`the embedded database of ${target.dataDir} is not being served; open it first`);
  }
  return {
    options: {
      host: record.socketDir,
      port: record.port,
      user: 'postgres',
      database: 'postgres',
      max: EMBEDDED_POOL_MAX,
    },
    description: `embedded PostgreSQL via ${record.socketDir}`,
  };
}
