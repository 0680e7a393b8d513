import { readFile, rename, unlink, writeFile, open } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `${dataDir}/pg.socket.json`: who hosts the embedded database of a data dir and where it listens.
 * Created exclusively (`wx`) by the process that becomes host, so two processes starting at once
 * cannot both open the PGlite data dir.
 */
export interface HostRecord {
  pid: number;
  state: 'starting' | 'ready';
  /** Directory of the Unix socket (`.s.PGSQL.<port>` inside), as `pg` expects for `host`. */
  socketDir?: string;
  port?: number;
}

/** Path of the host record of a data dir. */
export function hostRecordPath(dataDir: string): string {
  return join(dataDir, 'pg.socket.json');
}

/** The current record, or null when there is none or it is unreadable (a crash mid-write). */
export async function readHostRecord(dataDir: string): Promise<HostRecord | null> {
  try {
    const parsed = JSON.parse(await readFile(hostRecordPath(dataDir), 'utf8')) as HostRecord;
    return typeof parsed.pid === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** Tries to become host; false when another record already exists. */
export async function claimHostRecord(dataDir: string): Promise<boolean> {
  try {
    const handle = await open(hostRecordPath(dataDir), 'wx');
    await handle.writeFile(JSON.stringify({ pid: process.pid, state: 'starting' } satisfies HostRecord));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Publishes where the host listens (atomic replace, so readers never see half a file). */
export async function publishHostRecord(dataDir: string, record: HostRecord): Promise<void> {
  const temporary = `${hostRecordPath(dataDir)}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, hostRecordPath(dataDir));
}

/** Removes the record if it is still `pid`'s (never another host's). */
export async function removeHostRecord(dataDir: string, pid: number): Promise<void> {
  const record = await readHostRecord(dataDir);
  if (record && record.pid !== pid) return;
  await unlink(hostRecordPath(dataDir)).catch(() => undefined);
}

/** True when a process with this pid exists (signal 0 only checks). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
