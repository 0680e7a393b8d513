import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./pglite-initdb.child.mjs', import.meta.url));
const INITDB_TIMEOUT_MS = 180_000;

/**
 * Creates the PostgreSQL cluster of a new data dir (`pgdata` absent or empty) in a child process,
 * under `${pgdata}.initdb`, then renames it into place. Why a child: PGlite's initdb runs a second
 * PGlite and initdb's own WebAssembly beside the one being opened, ~400 MiB at once, and
 * WebAssembly memory is never given back, so in the server it set the process's peak (VmHWM
 * 866 MiB at a first start against 458 MiB on an existing data dir) and stayed resident until a
 * major GC. Why the rename: a first start killed half-way leaves a staging dir, removed on the
 * next attempt, instead of a data dir that looks created. A non-empty `pgdata` without a
 * cluster is left to PGlite, as before.
 */
export async function initialiseDataDir(pgdata: string, startParams: string[]): Promise<void> {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return;
  const entries = await readdir(pgdata).catch(() => null);
  if (entries && entries.length > 0) return;
  const staging = `${pgdata}.initdb`;
  await rm(staging, { recursive: true, force: true });
  try {
    await run(process.execPath, [CHILD, staging, JSON.stringify(startParams)], {
      timeout: INITDB_TIMEOUT_MS,
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`could not create the embedded database in ${pgdata}: ${String(error)}`, {
      cause: error,
    });
  }
  // rename(2) replaces an empty directory.
  await rename(staging, pgdata);
}
