import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/child-process.js';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** True when PostgreSQL parts must fail rather than skip without a server (CI, or asked for). */
export const PG_REQUIRED = process.env.CI === 'true' || process.env.SAUTI_REQUIRE_PG === '1';

/** True when the PostgreSQL 15 binaries are installed, so a private server can be started. */
export const PG_AVAILABLE = existsSync(join(PG_BIN, 'initdb'));

/** Whether to skip PostgreSQL parts: only when the server is missing and nobody requires it. */
export const SKIP_PG = !PG_AVAILABLE && !PG_REQUIRED;

/** A private throwaway PostgreSQL 15 server (test/scripts/pg-server.sh) on its own port. */
export interface PgInstance {
  readonly url: string;
  /** Stops the server (fast: open connections are cut), waits `downMs`, starts it again on the same data. */
  restart(downMs?: number): Promise<void>;
  /** Stops it and removes its directory. */
  stop(): Promise<void>;
}

const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/**
 * Starts a private PostgreSQL 15 on `port` (never the shared 54329 of CI, since tests here stop
 * and restart it). Throws when the binaries are missing: callers skip only when SKIP_PG.
 */
export async function startPgInstance(port: number): Promise<PgInstance> {
  if (port === 54329) throw new Error('54329 is the shared CI server; use a private port');
  const script = join(REPO_ROOT, 'test/scripts/pg-server.sh');
  const env = { ...process.env, PG_PORT: String(port), PG_BIN };
  const { stdout } = await run('bash', [script, 'start'], { env, timeout: 120_000 });
  const url = stdout.trim().split('\n').at(-1)!;
  const dir = join(process.env.TMPDIR ?? tmpdir(), `sauti-pg-${port}`);
  const pgCtl = (...args: string[]) => {
    const [command, argv] = asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', join(dir, 'data'), ...args]);
    return run(command, argv, { timeout: 60_000 });
  };
  return {
    url,
    async restart(downMs = 0) {
      await pgCtl('-m', 'fast', '-w', 'stop');
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      // The same options as pg-server.sh starts it with.
      await pgCtl(
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      );
    },
    async stop() {
      await run('bash', [script, 'stop'], { env, timeout: 60_000 }).catch(() => undefined);
    },
  };
}
