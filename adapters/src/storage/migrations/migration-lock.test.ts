import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { storageModule } from '../../container/storage-module.js';
import type { PortModule } from '../../container/port-module.js';
import { memoryLogger } from '../../system/logger.js';
import { serverRequired } from '../contract/harness.js';
import { initOrm, MIGRATIONS_TABLE, type SautiOrm } from '../orm.js';
import { migrationsList } from './index.js';
import { MIGRATION_LOCK_KEY } from './migration-lock.js';

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const run = (orm: SautiOrm, query: string) => orm.em.fork().getConnection().execute(query);

/** Opens the storage family as a starting server process does (migrate: true). */
const start = (url: string) =>
  storageModule(
    loadConfig({ DATABASE_URL: url, DATA_DIR: '/nonexistent' }),
    { migrate: true },
    memoryLogger(),
  );

const describeServer = serverUrl ? describe : describe.skip;

describeServer('migrations when several processes start at once [PostgreSQL server]', () => {
  let admin: SautiOrm;
  const created: string[] = [];

  async function freshDatabase(): Promise<string> {
    const name = `sauti_m_${randomBytes(5).toString('hex')}`;
    await run(admin, `create database "${name}"`);
    created.push(name);
    return withDatabase(serverUrl!, name);
  }

  beforeAll(async () => {
    admin = await initOrm({ url: serverUrl! }, { poolMax: 1 });
  });
  afterAll(async () => {
    for (const name of created) await run(admin, `drop database if exists "${name}" with (force)`);
    await admin?.close();
  });

  it('lets three starting processes all start, with every migration applied exactly once', async () => {
    const url = await freshDatabase();
    const families: PortModule[] = [];
    try {
      const results = await Promise.allSettled([start(url), start(url), start(url)]);
      for (const result of results) if (result.status === 'fulfilled') families.push(result.value);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const probe = await initOrm({ url }, { poolMax: 1 });
      try {
        const rows = (await run(probe, `select name from ${MIGRATIONS_TABLE} order by id`)) as {
          name: string;
        }[];
        expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
      } finally {
        await probe.close();
      }
    } finally {
      for (const family of families) await family.close?.();
    }
  });

  it('makes a starting process wait while another holds the migration lock, then start', async () => {
    const url = await freshDatabase();
    const holder = await initOrm({ url }, { poolMax: 1 });
    try {
      const connection = holder.em.getConnection().getClient();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let startedAt = 0;
      const holding = connection.connection().execute(async (conn) => {
        const { sql } = await import('kysely');
        await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
        const starting = start(url).then((family) => {
          startedAt = Date.now();
          return family;
        });
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(startedAt, 'started while the lock was held').toBe(0);
        const releasedAt = Date.now();
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
        release();
        const family = await starting;
        expect(startedAt).toBeGreaterThanOrEqual(releasedAt);
        await family.close?.();
      });
      await Promise.all([holding, released]);
    } finally {
      await holder.close();
    }
  });
});

if (!serverUrl && serverRequired()) {
  describe('migrations when several processes start at once', () => {
    it('has a PostgreSQL server to run against', () => {
      throw new Error(
        'TEST_DATABASE_URL is not set but a PostgreSQL run is required (SAUTI_REQUIRE_PG=1 or CI=true). ' +
          'Start one with: TEST_DATABASE_URL=$(bash test/scripts/pg-server.sh start)',
      );
    });
  });
} else if (!serverUrl) {
  console.warn('[storage] migration-lock suite SKIPPED: set TEST_DATABASE_URL (test/scripts/pg-server.sh).');
}
