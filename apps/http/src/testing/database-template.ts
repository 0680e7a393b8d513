import { createHash, randomBytes } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer } from '@sauti/adapters/container/container';
import { pgliteDataPath } from '@sauti/adapters/storage/embedded/pglite-host';
import { memoryLogger } from '@sauti/adapters/system/logger';

const migrationsDir = fileURLToPath(new URL('../../../../adapters/src/storage/migrations/', import.meta.url));
const lockFile = fileURLToPath(new URL('../../../../package-lock.json', import.meta.url));

/**
 * Gives a fresh DATA_DIR a migrated embedded database by copying a template, instead of letting
 * the app create one: PGlite's first start on an empty folder (initdb) and the migrations cost
 * about 5 s per test app, a copy about half a second. The template is made once per set of
 * migrations and dependency versions (its folder name is their hash) and shared by every test
 * process. The app still migrates at start, so a template behind the code costs time, not
 * correctness. A DATA_DIR that already holds a database (a restart on the same data) is left alone.
 */
export async function seedDatabaseFromTemplate(dataDir: string): Promise<void> {
  if (await exists(pgliteDataPath(dataDir))) return;
  const template = await templateDir();
  await cp(pgliteDataPath(template), pgliteDataPath(dataDir), { recursive: true });
}

let made: Promise<string> | undefined;

function templateDir(): Promise<string> {
  made ??= (async () => {
    const dir = join(tmpdir(), `sauti-test-database-${await templateKey()}`);
    if (await exists(pgliteDataPath(dir))) return dir;
    // Built beside its final place and renamed into it: a process that loses the race to
    // another one building the same template drops its own copy.
    const building = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const config = loadConfig({ PORT: '3999', DATA_DIR: building });
    const container = await buildContainer(config, memoryLogger(), { migrate: true });
    await container.close();
    await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
      await rm(building, { recursive: true, force: true });
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    return dir;
  })();
  return made;
}

/** A hash of what shapes the database: the migrations and the locked dependency versions. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name).update(await readFile(join(migrationsDir, name)));
  }
  hash.update(await readFile(lockFile));
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
