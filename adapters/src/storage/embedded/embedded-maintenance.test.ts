import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { storageModule } from '../../container/storage-module.js';
import { memoryLogger } from '../../system/logger.js';
import { openDatabase, type Database } from '../database.js';
import type { SautiOrm } from '../orm.js';
import { countStatements } from '../statement-counter.js';
import {
  EMBEDDED_MAINTENANCE,
  maintainOnce,
  maintenanceDue,
  maintenanceStatement,
  startEmbeddedMaintenance,
  type TableCounters,
} from './embedded-maintenance.js';

const counters = (over: Partial<TableCounters>): TableCounters => ({
  schema: 'public',
  table: 't',
  estimatedRows: 1000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  pages: 20,
  statisticsPages: 20,
  ...over,
});

describe("the embedded database's autovacuum thresholds", () => {
  it("asks for what PostgreSQL's autovacuum would, just past each threshold and not at it", () => {
    // 1,000 rows: vacuum past 50 + 200 dead rows or 1,000 + 200 inserts; analyze past 50 + 100 changes.
    expect(maintenanceDue(counters({ deadRows: 250 }))).toEqual([]);
    expect(maintenanceDue(counters({ deadRows: 251 }))).toEqual(['vacuum']);
    expect(maintenanceDue(counters({ insertedSinceVacuum: 1200 }))).toEqual([]);
    expect(maintenanceDue(counters({ insertedSinceVacuum: 1201 }))).toEqual(['vacuum']);
    expect(maintenanceDue(counters({ modifiedSinceAnalyze: 150 }))).toEqual([]);
    expect(maintenanceDue(counters({ modifiedSinceAnalyze: 151 }))).toEqual(['analyze']);
    expect(maintenanceDue(counters({ estimatedRows: -1 }))).toEqual(['analyze']);
    // 20 pages at the last ANALYZE: analysed again once it has moved by more than 1 + 2 pages.
    expect(maintenanceDue(counters({ pages: 23 }))).toEqual([]);
    expect(maintenanceDue(counters({ pages: 24 }))).toEqual(['analyze']);
    expect(maintenanceDue(counters({ pages: 16 }))).toEqual(['analyze']);
    expect(maintenanceDue(counters({ statisticsPages: 0, pages: 2 }))).toEqual(['analyze']);
    expect(EMBEDDED_MAINTENANCE.intervalMs).toBe(60_000);
  });

  it('quotes the table in the statement, whatever its name', () => {
    expect(maintenanceStatement(counters({ table: 'a"b; drop table x', estimatedRows: -1 }))).toBe(
      'ANALYZE "public"."a""b; drop table x"',
    );
    expect(maintenanceStatement(counters({ deadRows: 10_000, modifiedSinceAnalyze: 10_000 }))).toBe(
      'VACUUM (ANALYZE) "public"."t"',
    );
    expect(maintenanceStatement(counters({}))).toBeNull();
  });
});

describe('embedded database maintenance on PGlite (which has no autovacuum)', () => {
  let dataDir: string;
  let db: Database;
  const sql = <T = Record<string, unknown>>(orm: SautiOrm, query: string) =>
    orm.em.fork().getConnection().execute<T[]>(query);
  // A backend hands its counters to the shared statistics at most once a second; this makes the
  // next statement do it, so a pass sees the writes just made.
  const flushCounters = (orm: SautiOrm) => sql(orm, 'select pg_stat_force_next_flush()');
  const statsOf = async (orm: SautiOrm, table: string) => {
    const [row] = await sql<{ reltuples: number; dead: number; analysed: boolean; vacuumed: boolean }>(
      orm,
      `select c.reltuples::float8 as reltuples, s.n_dead_tup::float8 as dead,
              s.last_analyze is not null as analysed, s.last_vacuum is not null as vacuumed
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = '${table}'`,
    );
    return row!;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sauti-maintenance-'));
    db = await openDatabase({ dataDir });
    await sql(db.orm, 'create table probe_big (id int primary key, v text)');
    await sql(db.orm, 'create table probe_small (id int primary key)');
  });
  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('analyses a table never analysed, vacuums one with many dead rows, and leaves a quiet one alone', async () => {
    await sql(db.orm, `insert into probe_big select g, md5(g::text) from generate_series(1, 2000) g`);
    await sql(db.orm, 'insert into probe_small values (1), (2), (3)');
    await flushCounters(db.orm);
    const first = await maintainOnce(db.orm);
    expect(first).toContain('VACUUM (ANALYZE) "public"."probe_big"');
    expect(await statsOf(db.orm, 'probe_big')).toMatchObject({ reltuples: 2000, analysed: true });

    // Now both have statistics; only a change past the threshold brings a table back.
    await maintainOnce(db.orm);
    await sql(db.orm, 'delete from probe_big where id <= 1000');
    await sql(db.orm, 'delete from probe_small where id = 1');
    await flushCounters(db.orm);
    const next = await maintainOnce(db.orm);
    expect(next).toEqual(['VACUUM (ANALYZE) "public"."probe_big"']);
    expect(await statsOf(db.orm, 'probe_big')).toMatchObject({ reltuples: 1000, dead: 0, vacuumed: true });
  });

  it("is left out of a call's statement count", async () => {
    const counter = countStatements(db.orm);
    try {
      await sql(db.orm, 'insert into probe_small values (-1)');
      await flushCounters(db.orm);
      counter.reset();
      await sql(db.orm, 'delete from probe_small where id = -1');
      await maintainOnce(db.orm);
      expect(counter.statements).toEqual(['delete from probe_small where id = -1']);
    } finally {
      counter.stop();
    }
  });

  it('loops until stopped, and a stop waits for the pass in progress', async () => {
    await sql(db.orm, `insert into probe_small select g from generate_series(10, 400) g`);
    await flushCounters(db.orm);
    const passes: string[][] = [];
    const loop = startEmbeddedMaintenance(
      db.orm,
      { done: (statements) => passes.push(statements), failed: (error) => passes.push([String(error)]) },
      20,
    );
    await expect.poll(() => passes.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await loop.stop();
    const after = passes.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(passes.length).toBe(after);
    expect(passes.flat()).toContain('ANALYZE "public"."probe_small"');
    expect((await statsOf(db.orm, 'probe_small')).reltuples).toBe(393);
  });
});

describe('embedded database maintenance after a restart', () => {
  it('analyses a table filled since its statistics, though PGlite forgot the change counters on close', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-maintenance-restart-'));
    const run = (db: Database, query: string) => db.orm.em.fork().getConnection().execute(query);
    try {
      const first = await openDatabase({ dataDir });
      await run(first, 'create table filled_later (id int primary key, v text)');
      expect(await maintainOnce(first.orm)).toContain('ANALYZE "public"."filled_later"');
      await run(first, `insert into filled_later select g, md5(g::text) from generate_series(1, 5000) g`);
      await first.close();

      const again = await openDatabase({ dataDir });
      try {
        const [counters] = await run(
          again,
          `select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = 'filled_later'`,
        );
        expect(counters).toEqual({ n: 0 }); // forgotten: the reason for the size rule
        expect(await maintainOnce(again.orm)).toContain('ANALYZE "public"."filled_later"');
        const [stats] = await run(
          again,
          `select reltuples::int as n from pg_class where relname = 'filled_later'`,
        );
        expect(stats).toEqual({ n: 5000 });
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the storage family of a process that hosts the embedded database', () => {
  it('analyses the migrated tables on its own, and stops with the family', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-maintenance-family-'));
    const logger = memoryLogger();
    const family = await storageModule(loadConfig({ DATA_DIR: dataDir }), { migrate: true }, logger);
    try {
      await expect
        .poll(() => logger.lines.find((line) => line.includes('embedded database maintenance')), {
          timeout: 20_000,
        })
        .toContain('ANALYZE "public"."users"');
      expect(logger.lines.filter((line) => line.startsWith('warn'))).toEqual([]);
    } finally {
      await family.close!();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
