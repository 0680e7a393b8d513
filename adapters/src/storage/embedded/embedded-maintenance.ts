import type { SautiOrm } from '../orm.js';

/**
 * PGlite runs PostgreSQL in single-user mode, which has no autovacuum launcher: left alone, the
 * embedded database never analysed a table (the planner guessed every row count, for ever) and
 * never vacuumed one (dead rows of the queue's job table, updated on every job, piled up). This
 * does autovacuum's work with autovacuum's default thresholds (PostgreSQL 17 documentation,
 * "The Autovacuum Daemon"), through the host's own connection, so a maintenance statement waits
 * its turn like any other statement and never runs inside someone's transaction.
 * docs/operations.md, "Embedded database".
 */
export const EMBEDDED_MAINTENANCE = {
  /** autovacuum_naptime: how often the tables' counters are looked at. */
  intervalMs: 60_000,
  /** autovacuum_vacuum_threshold and _scale_factor: dead rows that call for a VACUUM. */
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  /** autovacuum_vacuum_insert_threshold and _scale_factor: inserted rows that call for a VACUUM (visibility map, freezing). */
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  /** autovacuum_analyze_threshold and _scale_factor: changed rows that call for an ANALYZE. */
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  /**
   * Pages a table may grow or shrink by since its statistics before it is analysed anyway: 1 plus
   * this share. PGlite forgets the change counters when it closes (PostgreSQL does after a crash),
   * so after a restart a table filled since its last ANALYZE shows 0 changes; its size still tells.
   */
  sizeChangeScaleFactor: 0.1,
} as const;

/**
 * Leads every statement maintenance sends, so logs and statement counters can tell background
 * upkeep from the statements of a call.
 */
export const MAINTENANCE_TAG = '/* sauti: embedded maintenance */';

/** One table's counters, from pg_stat_user_tables and pg_class. */
export interface TableCounters {
  schema: string;
  table: string;
  /** pg_class.reltuples: the row count at the last VACUUM or ANALYZE; -1 before the first. */
  estimatedRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  /** Pages the table has now. */
  pages: number;
  /** pg_class.relpages: the pages it had at its last VACUUM or ANALYZE. */
  statisticsPages: number;
}

export type MaintenanceAction = 'vacuum' | 'analyze';

/**
 * What autovacuum would do to a table now: VACUUM (with ANALYZE when that is due too), ANALYZE,
 * or nothing. A table never analysed (estimatedRows -1) is analysed, and so is one whose size
 * moved since its statistics were taken (see sizeChangeScaleFactor).
 */
export function maintenanceDue(counters: TableCounters): MaintenanceAction[] {
  const m = EMBEDDED_MAINTENANCE;
  const rows = Math.max(counters.estimatedRows, 0);
  const actions: MaintenanceAction[] = [];
  if (
    counters.deadRows > m.vacuumThreshold + m.vacuumScaleFactor * rows ||
    counters.insertedSinceVacuum > m.insertThreshold + m.insertScaleFactor * rows
  ) {
    actions.push('vacuum');
  }
  if (
    counters.estimatedRows < 0 ||
    counters.modifiedSinceAnalyze > m.analyzeThreshold + m.analyzeScaleFactor * rows ||
    Math.abs(counters.pages - counters.statisticsPages) >
      1 + m.sizeChangeScaleFactor * counters.statisticsPages
  ) {
    actions.push('analyze');
  }
  return actions;
}

/** A double-quoted SQL identifier (names come from the catalogue, but any name is quoted safely). */
function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The statement for a table's due actions, or null. */
export function maintenanceStatement(counters: TableCounters): string | null {
  const actions = maintenanceDue(counters);
  if (actions.length === 0) return null;
  const target = `${quoted(counters.schema)}.${quoted(counters.table)}`;
  if (actions.includes('vacuum')) {
    return actions.includes('analyze') ? `VACUUM (ANALYZE) ${target}` : `VACUUM ${target}`;
  }
  return `ANALYZE ${target}`;
}

// float8 throughout: the pg driver hands float8 over as numbers (int8 would arrive as strings).
const COUNTERS_SQL = `${MAINTENANCE_TAG}
  select s.schemaname as schema, s.relname as "table", c.reltuples::float8 as "estimatedRows",
         s.n_dead_tup::float8 as "deadRows", s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
         s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze",
         (pg_relation_size(c.oid) / current_setting('block_size')::int)::float8 as pages,
         c.relpages::float8 as "statisticsPages"
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
   order by s.schemaname, s.relname`;

/** One pass: the statements run, in order (for logs and tests). It ends early once `stopping()`. */
export async function maintainOnce(orm: SautiOrm, stopping: () => boolean = () => false): Promise<string[]> {
  const connection = orm.em.fork().getConnection();
  const tables = await connection.execute<TableCounters[]>(COUNTERS_SQL);
  const ran: string[] = [];
  for (const counters of tables) {
    if (stopping()) break;
    const statement = maintenanceStatement(counters);
    if (!statement) continue;
    await connection.execute(`${MAINTENANCE_TAG} ${statement}`);
    ran.push(statement);
  }
  return ran;
}

/** A running maintenance loop. */
export interface EmbeddedMaintenance {
  /** Stops the loop; resolves once a pass in progress has finished its current statement. */
  stop(): Promise<void>;
}

/**
 * Runs {@link maintainOnce} now and then every `intervalMs`. A failed pass is reported and the
 * loop goes on (the next pass sees the same counters). The timer does not keep the process alive.
 */
export function startEmbeddedMaintenance(
  orm: SautiOrm,
  report: { done(statements: string[], ms: number): void; failed(error: unknown): void },
  intervalMs: number = EMBEDDED_MAINTENANCE.intervalMs,
): EmbeddedMaintenance {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  const run = () => {
    const started = performance.now();
    pass = maintainOnce(orm, () => stopped).then(
      (statements) => report.done(statements, performance.now() - started),
      (error: unknown) => report.failed(error),
    );
    void pass.then(() => {
      if (!stopped) timer = setTimeout(run, intervalMs).unref();
    });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
