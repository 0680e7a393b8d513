import { startChild, startSautiServer, type ChildHandle } from '../support/child-process.js';

/** A Sauti child process (server or worker): its output so far, and how to stop it. */
export type SautiProcess = ChildHandle;

/** An HTTP server process (`apps/http/src/main.ts`, as `npm start` runs it) on a free port. */
export function startHttpProcess(name: string, env: Record<string, string>) {
  return startSautiServer(name, env);
}

/** A `sauti worker` process. */
export function startWorkerProcess(name: string, env: Record<string, string>, extra: string[] = []) {
  return startChild(name, ['apps/cli/bin/sauti.js', 'worker', ...extra], env, /sauti worker: ready/);
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
