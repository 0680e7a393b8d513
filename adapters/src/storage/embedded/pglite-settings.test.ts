import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database.js';
import { startPgliteHost } from './pglite-host.js';
import { EMBEDDED_POSTGRES_SETTINGS } from './pglite-settings.js';

const names = Object.keys(EMBEDDED_POSTGRES_SETTINGS) as (keyof typeof EMBEDDED_POSTGRES_SETTINGS)[];

/** Each setting as the running database reports it, through `query` (one SHOW per setting). */
async function shown(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const values: Record<string, unknown> = {};
  for (const name of names) values[name] = (await query(`SHOW ${name}`))[0]?.[name];
  return values;
}

async function shownByServer(db: Database) {
  return shown((sql) => db.orm.em.fork().getConnection().execute(sql));
}

describe('embedded database memory settings', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('runs a new data dir, and the same data dir opened again, with the small-machine settings', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-embedded-settings-'));
    dirs.push(dataDir);
    for (const opening of ['first start (initdb)', 'restart']) {
      const db = await openDatabase({ dataDir });
      try {
        expect(db.kind, opening).toBe('embedded-host');
        expect(await shownByServer(db), opening).toEqual(EMBEDDED_POSTGRES_SETTINGS);
      } finally {
        await db.close();
      }
    }
  });

  it('runs the in-memory databases of tests and migrations with them too', async () => {
    const host = await startPgliteHost({});
    try {
      expect(await shown(async (sql) => (await host.db.query<Record<string, unknown>>(sql)).rows)).toEqual(
        EMBEDDED_POSTGRES_SETTINGS,
      );
    } finally {
      await host.stop();
    }
  });
});
