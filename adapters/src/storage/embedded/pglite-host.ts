import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { initialiseDataDir } from './pglite-initdb.js';
import { embeddedStartParams } from './pglite-settings.js';
import { serialiseClientExchanges } from './serialised-exchanges.js';

/** The port number only names the socket file (`.s.PGSQL.5432`); nothing listens on TCP. */
export const SOCKET_PORT = 5432;

/**
 * Connections the socket server accepts. Each ORM uses ONE connection (pool max 1), so this covers
 * the host, a few CLI clients and a queue's pool. A client pool larger than this gets its
 * connections reset by pglite-socket.
 */
export const MAX_SOCKET_CONNECTIONS = 32;

// Unix socket paths are limited to ~107 bytes; leave room for `/.s.PGSQL.5432`.
const MAX_SOCKET_DIR_LENGTH = 90;

/** A PGlite instance served over a Unix socket. */
export interface PgliteHost {
  socketDir: string;
  port: number;
  db: PGlite;
  stop(): Promise<void>;
}

/** Where PGlite keeps its files inside a data dir. */
export function pgliteDataPath(dataDir: string): string {
  return join(resolve(dataDir), 'pg');
}

/**
 * Opens PGlite (persisted under `${dataDir}/pg`, or in memory from a dump when `dataDir` is
 * omitted) and serves it on a Unix socket so `pg` clients, in this or another process, reach it.
 */
export async function startPgliteHost(options: { dataDir?: string; dump?: Blob }): Promise<PgliteHost> {
  // initdb (first start; in memory, every start) runs a second PGlite with the same options.
  const startParams = embeddedStartParams();
  let db: PGlite;
  if (options.dataDir) {
    const pgdata = pgliteDataPath(options.dataDir);
    await mkdir(options.dataDir, { recursive: true });
    await initialiseDataDir(pgdata, startParams);
    db = await PGlite.create({ dataDir: pgdata, startParams });
  } else {
    db = await PGlite.create(options.dump ? { loadDataDir: options.dump, startParams } : { startParams });
  }
  const preferred = options.dataDir ? resolve(options.dataDir) : '';
  const ownsTempDir = !preferred || preferred.length > MAX_SOCKET_DIR_LENGTH;
  const socketDir = ownsTempDir ? await mkdtemp(join(tmpdir(), 'sauti-pg-')) : preferred;
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  await rm(socketPath, { force: true }); // a stale socket file of a crashed host
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_SOCKET_CONNECTIONS });
  serialiseClientExchanges(server);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    socketDir,
    port: SOCKET_PORT,
    db,
    async stop() {
      await server.stop();
      await db.close();
      await rm(ownsTempDir ? socketDir : socketPath, { recursive: true, force: true });
    },
  };
}
