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
