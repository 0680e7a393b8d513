import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrap, type Database } from './database.js';
import { startPgliteHost } from './embedded/pglite-host.js';
import { migrate } from './migrate.js';
import { migrationsList } from './migrations/index.js';
import { initOrm, type SautiOrm } from './orm.js';

/**
 * A fresh, migrated, private database for one test file: embedded PGlite by default, or a new
 * database on the PostgreSQL server of `databaseUrl`. `close()` disposes of it entirely.
 * Each is cloned from a migrated template, so it takes well under a second after the first.
 */
export async function createTestDatabase(
  options: { databaseUrl?: string | undefined } = {},
): Promise<Database> {
  return options.databaseUrl ? createOnServer(options.databaseUrl) : createEmbedded();
}

/** Changes whenever a migration is added, so templates of older schemas are never reused. */
const schemaVersion = createHash('sha256')
  .update(migrationsList.map((migration) => `${migration.name}\n${migration.class.toString()}`).join('\n'))
  .digest('hex')
  .slice(0, 12);

let templateDump: Promise<Blob> | undefined;

/** A dump of a migrated PGlite, built once per machine and schema version (cached in tmpdir). */
function migratedPgliteDump(): Promise<Blob> {
  templateDump ??= (async () => {
    const file = join(tmpdir(), `sauti-pglite-template-${schemaVersion}.tgz`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return new Blob([cached]);
    const host = await startPgliteHost({});
    try {
      const orm = await initOrm({ socketDir: host.socketDir, port: host.port }, { poolMax: 1 });
      await migrate(orm).finally(() => orm.close());
      const dump = await host.db.dumpDataDir('gzip');
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
      await rename(temporary, file); // atomic: parallel test workers never read half a file
      return dump;
    } finally {
      await host.stop();
    }
  })();
  return templateDump;
}

async function createEmbedded(): Promise<Database> {
  const host = await startPgliteHost({ dump: await migratedPgliteDump() });
  const orm = await initOrm({ socketDir: host.socketDir, port: host.port }, { poolMax: 1 }).catch(
    async (error: unknown) => {
      await host.stop();
      throw error;
    },
  );
  const close = async () => {
    await orm.close();
    await host.stop();
  };
  return wrap(orm, 'embedded-host', () => 'test PGlite (in memory)', close);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function execute(orm: SautiOrm, sql: string): Promise<unknown[]> {
  return orm.em.fork().getConnection().execute(sql);
}

async function createOnServer(url: string): Promise<Database> {
  const admin = await initOrm({ url }, { poolMax: 1 });
  const template = `sauti_template_${schemaVersion}`;
  const name = `sauti_t_${randomBytes(6).toString('hex')}`;
  try {
    // A session-level lock on the single admin connection serialises template creation
    // between test workers.
    await execute(admin, `select pg_advisory_lock(hashtext('sauti-test-template'))`);
    try {
      const exists = await execute(admin, `select 1 from pg_database where datname = '${template}'`);
      if (exists.length === 0) {
        // Built under another name and renamed when complete, so a failed run leaves no half template.
        const building = `${template}_building`;
        await execute(admin, `drop database if exists "${building}" with (force)`);
        await execute(admin, `create database "${building}"`);
        const orm = await initOrm({ url: withDatabase(url, building) }, { poolMax: 1 });
        await migrate(orm).finally(() => orm.close());
        await execute(admin, `alter database "${building}" rename to "${template}"`);
      }
      await execute(admin, `create database "${name}" template "${template}"`);
    } finally {
      await execute(admin, `select pg_advisory_unlock(hashtext('sauti-test-template'))`);
    }
  } catch (error) {
    await admin.close();
    throw error;
  }
  const orm = await initOrm({ url: withDatabase(url, name) }, { poolMax: 4 });
  const close = async () => {
    await orm.close();
    await execute(admin, `drop database if exists "${name}" with (force)`).finally(() => admin.close());
  };
  return wrap(orm, 'server', () => `test database ${name}`, close);
}
