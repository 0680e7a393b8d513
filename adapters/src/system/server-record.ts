import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { isProcessAlive } from '../storage/embedded/host-record.js';

/**
 * `${dataDir}/server.json`: the running server of a data dir and the address it serves, so CLI
 * commands started without the server's environment (another terminal, no PORT) print links that
 * work, e.g. `sauti demo seed` while `PORT=8080 npm start` runs.
 */
export interface ServerRecord {
  pid: number;
  /** PUBLIC_URL, or http://localhost:PORT. */
  publicUrl: string;
}

const recordSchema = z.object({ pid: z.number().int().positive(), publicUrl: z.string().url() });

/** Path of the server record of a data dir. */
export function serverRecordPath(dataDir: string): string {
  return join(dataDir, 'server.json');
}

/** Records this process as the data dir's server (atomic replace: readers never see half a file). */
export async function publishServerRecord(dataDir: string, record: ServerRecord): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const temporary = `${serverRecordPath(dataDir)}.${record.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, serverRecordPath(dataDir));
}

/** Removes the record if it is still `pid`'s (a newer server's record is left alone). */
export async function removeServerRecord(dataDir: string, pid: number): Promise<void> {
  const record = await readServerRecord(dataDir);
  if (record && record.pid !== pid) return;
  await unlink(serverRecordPath(dataDir)).catch(() => undefined);
}

/** The record when it is readable and its process still runs; null otherwise (none, stale, garbled). */
export async function readLiveServerRecord(dataDir: string): Promise<ServerRecord | null> {
  const record = await readServerRecord(dataDir);
  return record && isProcessAlive(record.pid) ? record : null;
}

async function readServerRecord(dataDir: string): Promise<ServerRecord | null> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await readFile(serverRecordPath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
