import { mkdir, rm } from 'node:fs/promises';
import { unlinkSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { initOrm, type SautiOrm } from '../orm.js';
import {
  claimHostRecord,
  hostRecordPath,
  isProcessAlive,
  publishHostRecord,
  readHostRecord,
  removeHostRecord,
  type HostRecord,
} from './host-record.js';
import { pgliteDataPath } from './pglite-host.js';
import { startPgliteThread } from './pglite-thread.js';

/** An open embedded database: this process hosts PGlite, or reaches another process's host. */
export interface EmbeddedConnection {
  orm: SautiOrm;
  kind: 'embedded-host' | 'embedded-client';
  describe(): string;
  close(): Promise<void>;
}

const HOST_WAIT_MS = 60_000;
// Data dirs this process is hosting or starting to host, to tell our own record from a stale one
// left by a previous life of a container that reused our pid.
const hostedHere = new Set<string>();

/**
 * Opens the embedded database of `dataDir`. The first process becomes the host (owns PGlite,
 * serves it on a Unix socket, records it in `pg.socket.json`); later ones connect as clients.
 * Records of dead processes, or whose socket no longer answers, are removed as stale.
 */
export async function openEmbedded(dataDir: string, debug = false): Promise<EmbeddedConnection> {
  await mkdir(dataDir, { recursive: true });
  const deadline = Date.now() + HOST_WAIT_MS;
  for (;;) {
    const record = await readHostRecord(dataDir);
    if (!record) {
      if (await claimHostRecord(dataDir)) return becomeHost(dataDir, debug);
      continue; // another process claimed it between our read and our claim
    }
    const ownStale = record.pid === process.pid && !hostedHere.has(dataDir);
    if (!isProcessAlive(record.pid) || ownStale) {
      await removeStaleRecord(dataDir, record);
      continue;
    }
    if (record.state === 'ready' && record.socketDir && record.port) {
      const client = await connectClient(dataDir, record, debug).catch(() => null);
      if (client) return client;
      await removeStaleRecord(dataDir, record); // alive pid but no socket: a reused pid
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded database in ${dataDir} is being started by process ${record.pid} for over ` +
          `${HOST_WAIT_MS / 1000} s. If no Sauti process runs, delete ${hostRecordPath(dataDir)}.`,
      );
    }
    await sleep(100);
  }
}

async function removeStaleRecord(dataDir: string, stale: HostRecord): Promise<void> {
  const current = await readHostRecord(dataDir);
  if (!current || current.pid !== stale.pid || current.state !== stale.state) return;
  await rm(hostRecordPath(dataDir), { force: true });
}

async function connectClient(
  dataDir: string,
  record: HostRecord,
  debug: boolean,
): Promise<EmbeddedConnection> {
  const orm = await initOrm({ socketDir: record.socketDir!, port: record.port! }, { poolMax: 1, debug });
  const check = await orm.checkConnection();
  if (!check.ok) {
    await orm.close(true);
    throw new Error(check.reason);
  }
  return {
    orm,
    kind: 'embedded-client',
    describe: () =>
      `embedded PostgreSQL (PGlite) at ${pgliteDataPath(dataDir)}, via host process ${record.pid}`,
    close: () => orm.close(),
  };
}

async function becomeHost(dataDir: string, debug: boolean): Promise<EmbeddedConnection> {
  hostedHere.add(dataDir);
  const forgetOnExit = () => unlinkOwnRecordSync(dataDir);
  process.once('exit', forgetOnExit);
  try {
    const host = await startPgliteThread(dataDir);
    try {
      const orm = await initOrm({ socketDir: host.socketDir, port: host.port }, { poolMax: 1, debug });
      await publishHostRecord(dataDir, {
        pid: process.pid,
        state: 'ready',
        socketDir: host.socketDir,
        port: host.port,
      });
      return {
        orm,
        kind: 'embedded-host',
        describe: () =>
          `embedded PostgreSQL (PGlite) at ${pgliteDataPath(dataDir)}, hosted by a thread of this process`,
        async close() {
          await orm.close();
          await removeHostRecord(dataDir, process.pid);
          await host.stop();
          hostedHere.delete(dataDir);
          process.off('exit', forgetOnExit);
        },
      };
    } catch (error) {
      await host.stop();
      throw error;
    }
  } catch (error) {
    await removeHostRecord(dataDir, process.pid);
    hostedHere.delete(dataDir);
    process.off('exit', forgetOnExit);
    throw error;
  }
}

/** On exit (async work is impossible then): remove our record so the next start needs no cleanup. */
function unlinkOwnRecordSync(dataDir: string): void {
  try {
    const record = JSON.parse(readFileSync(hostRecordPath(dataDir), 'utf8')) as HostRecord;
    if (record.pid === process.pid) unlinkSync(hostRecordPath(dataDir));
  } catch {
    // nothing to clean
  }
}
