import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** What the parent asks the database thread. */
export type ThreadRequest = { type: 'stop' };
/** What the database thread answers. */
export type ThreadReply =
  | { type: 'ready'; socketDir: string; port: number }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

/** The embedded database served from a thread of this process. */
export interface PgliteThread {
  socketDir: string;
  port: number;
  stop(): Promise<void>;
}

const ENTRY = new URL('./pglite-thread.worker.mjs', import.meta.url);

/**
 * Starts PGlite (persisted under `${dataDir}/pg`) on a worker thread and resolves once its Unix
 * socket accepts connections. Why a thread: PGlite runs PostgreSQL as WebAssembly on the thread
 * that calls it, so hosted on the main thread every query of every request competed with the
 * HTTP path for one core (a third of the server's CPU under a 200-candidate upload load; see
 * docs/performance.md). Same process, same files, same durability: a SIGKILL ends both.
 */
export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = new Worker(ENTRY, { workerData: { dataDir }, name: 'sauti-embedded-database' });
  const next = async (): Promise<ThreadReply> => {
    const [message] = (await Promise.race([
      once(worker, 'message'),
      once(worker, 'error').then(([error]) => {
        throw error;
      }),
      once(worker, 'exit').then(([code]) => {
        throw new Error(`the embedded database thread exited (code ${String(code)})`);
      }),
    ])) as [ThreadReply];
    return message;
  };
  const started = await next();
  if (started.type !== 'ready') {
    await worker.terminate();
    throw new Error(started.type === 'failed' ? started.message : 'the embedded database did not start');
  }
  return {
    socketDir: started.socketDir,
    port: started.port,
    async stop() {
      worker.postMessage({ type: 'stop' } satisfies ThreadRequest);
      const stopped = await next().catch((error: unknown) => ({
        type: 'failed' as const,
        message: String(error),
      }));
      await worker.terminate();
      if (stopped.type === 'failed') throw new Error(stopped.message);
    },
  };
}
