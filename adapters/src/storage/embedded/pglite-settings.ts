import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL memory settings of the embedded database, sized for a small machine (docs/operations.md,
 * "Embedded database"). PGlite runs PostgreSQL as WebAssembly inside the server process: every
 * byte PostgreSQL touches is in one WebAssembly memory that grows and never shrinks, so a buffer
 * once filled stays in the server's RSS for the life of the process. Measured on PGlite 0.5.14
 * (PGlite's defaults are PostgreSQL's: shared_buffers 128MB, maintenance_work_mem 64MB): opening a
 * data dir costs ~215 MiB of RSS with the defaults, ~105 MiB with these; the WebAssembly memory
 * stays at its 128 MiB minimum instead of growing to 189 MiB.
 */
export const EMBEDDED_POSTGRES_SETTINGS = {
  /**
   * The page cache inside the WebAssembly memory (2,048 pages of 8 kB). A miss reads the page
   * from the data dir's file, which the OS keeps in its own page cache, so a small pool costs a
   * system call, not a disk read. 16MB holds the hot tables and indexes of thousands of candidates
   * (answers' audio lives in the media store, not in the database).
   */
  shared_buffers: '16MB',
  /** WAL written between flushes; every commit flushes anyway (synchronous_commit stays on). */
  wal_buffers: '1MB',
  /**
   * Per sort or hash of one query before it spills to a temporary file: PostgreSQL's default,
   * kept so the review screens' sorts and aggregates stay in memory.
   */
  work_mem: '4MB',
  /** CREATE INDEX and VACUUM (migrations, on tables of a few MB); 64MB by default. */
  maintenance_work_mem: '16MB',
  /** Temporary tables only, which Sauti does not create; 8MB by default. */
  temp_buffers: '1MB',
} as const;

/**
 * PGlite's start parameters with the settings above appended as `-c name=value`. PGlite's own
 * defaults (single-user mode, no parallel workers, ...) are kept: `startParams` replaces them.
 */
export function embeddedStartParams(): string[] {
  const settings = Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return [...PGlite.defaultStartParams, ...settings];
}
