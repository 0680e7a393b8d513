import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root (children run from it, so `--import tsx` and relative paths resolve). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A Sauti child process: its output so far, and how to stop it. */
export interface SautiProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), for assertions and failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once it has exited. */
  exited: Promise<string>;
  /** Sends `signal` and waits (bounded) for the exit. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<string>;
}

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

/** The parent's environment without the test runner's own variables, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('VITEST') && k !== 'TEST_DATABASE_URL' && k !== 'NODE_ENV',
    ),
  );
  return { ...base, AWS_EC2_METADATA_DISABLED: 'true', ...env };
}

/**
 * Spawns `node args` from the repository root (asynchronously: never spawnSync the CLI from a
 * process hosting a database) and resolves once `ready` appears in its output.
 */
export function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<SautiProcess> {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const proc: SautiProcess = {
    name,
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM', stopTimeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not become ready in ${timeoutMs} ms:\n${out.slice(-3_000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${how}) before it was ready:\n${out.slice(-3_000)}`));
    });
  });
}

/** An HTTP server process (`apps/http/src/main.ts`, as `npm start` runs it). */
export async function startHttpProcess(name: string, env: Record<string, string>) {
  const port = await freePort();
  const proc = await startProcess(
    name,
    ['--import', 'tsx', 'apps/http/src/main.ts'],
    { HOST: '127.0.0.1', PORT: String(port), ...env },
    /Sauti is ready on/,
  );
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/** A `sauti worker` process. */
export function startWorkerProcess(name: string, env: Record<string, string>, extra: string[] = []) {
  return startProcess(name, ['apps/cli/bin/sauti.js', 'worker', ...extra], env, /sauti worker: ready/);
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
