import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { TestApp } from '@sauti/http/testing/test-app';

/**
 * Tables a refused request may legitimately write: the sign-in and budget counters count refused
 * attempts on purpose, the work slots are created on first use, and the migrations table is the
 * ORM's own.
 */
const COUNTERS = new Set(['rate_limit_counters', 'work_slots', 'mikro_orm_migrations']);

/** Row counts of every application table, to show a refused request stored nothing. */
export async function tableCounts(server: TestApp): Promise<Record<string, number>> {
  const connection = server.app.get(STORAGE.Orm).em.fork().getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    [],
    'all',
  );
  const names = tables.map((t) => t.table_name).filter((name) => !COUNTERS.has(name));
  if (names.length < 10) throw new Error(`expected the application tables, found ${names.join(', ')}`);
  const sql = `select ${names.map((n, i) => `(select count(*) from "${n}")::int as c${i}`).join(', ')}`;
  const [row] = await connection.execute<Record<string, number>[]>(sql, [], 'all');
  return Object.fromEntries(names.map((n, i) => [n, Number(row![`c${i}`])]));
}

/** The tables whose counts differ, as `table: before → after`. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(before)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}
