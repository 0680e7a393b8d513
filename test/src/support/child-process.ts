import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root: children run from it so `--import tsx` and relative paths resolve. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A process started by a test or benchmark, measured from outside. */
export interface ChildHandle {
  readonly name: string;
  readonly pid: number;
  /** The tail (200 kB) of everything it printed so far, stdout and stderr. */
  output(): string;
  /** Peak resident memory in bytes since it started (VmHWM), or 0 once it has exited. */
  peakRssBytes(): number;
  /** SIGTERM (graceful) or another signal; SIGKILL after `timeoutMs`. Resolves once exited. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<string>;
}

const running = new Set<ChildHandle>();

/** A free loopback port (bound and released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A `/proc/<pid>/status` field in bytes (e.g. VmHWM, VmRSS); 0 when the process is gone. */
export function procMemoryBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(/(\d+)/.exec(line)?.[1] ?? 0) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The parent's environment without the test runner's variables or a database, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !k.startsWith('VITEST') && k !== 'TEST_DATABASE_URL' && k !== 'DATABASE_URL' && k !== 'NODE_ENV',
    ),
  );
  return { ...base, AWS_EC2_METADATA_DISABLED: 'true', ...env };
}

/**
 * Spawns `node <args>` from the repository root (asynchronously: never spawnSync from a process
 * hosting an embedded database) and resolves once `ready` appears in its output, within `timeoutMs`.
 */
export function startChild(
  name: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ChildHandle> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const handle: ChildHandle = {
    name,
    pid: child.pid ?? 0,
    output: () => out,
    peakRssBytes: () => procMemoryBytes(child.pid ?? 0, 'VmHWM'),
    async stop(signal = 'SIGTERM', stopTimeoutMs = 15_000) {
      running.delete(handle);
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
  running.add(handle);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} was not ready within ${timeoutMs} ms:\n${out.slice(-3_000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      // Keep the tail only: a long load prints a line per queue job.
      out = (out + chunk.toString('utf8')).slice(-200_000);
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(handle);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      running.delete(handle);
      clearTimeout(timer);
      reject(new Error(`${name} exited (${how}) before it was ready:\n${out.slice(-3_000)}`));
    });
  });
}

/**
 * The server's JavaScript heap cap in MiB, as `npm start` sets it (package.json; a test checks the
 * two agree). Without it V8 sizes the heap from the host's memory and leaves garbage for longer:
 * 200 candidates held the server at ~700 MiB of RSS, with it under 500 MiB for ~3 % of upload
 * time (docs/performance.md).
 */
export const SERVER_HEAP_MIB = 384;

/** Starts the Sauti HTTP server (`apps/http/src/main.ts` under tsx, as `npm start` runs it) on a free port. */
export async function startSautiServer(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<ChildHandle & { url: string }> {
  const listenOn = port ?? (await freePort());
  const handle = await startChild(
    name,
    ['--import', 'tsx', 'apps/http/src/main.ts'],
    {
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      ...env,
      NODE_OPTIONS:
        `--max-old-space-size=${SERVER_HEAP_MIB} ${env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''}`.trim(),
    },
    /Sauti is ready on/,
  );
  return Object.assign(handle, { url: `http://127.0.0.1:${listenOn}` });
}

/** Kills every child this process started and has not stopped yet (for afterAll). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop('SIGKILL', 5_000)));
}
