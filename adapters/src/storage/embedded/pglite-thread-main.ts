import { parentPort, workerData } from 'node:worker_threads';
import { startPgliteHost } from './pglite-host.js';
import type { ThreadReply, ThreadRequest } from './pglite-thread.js';

/**
 * Inside the database thread: opens PGlite on `workerData.dataDir`, serves it on its Unix socket,
 * says where, and closes it when the parent asks. Every query the server sends over the socket
 * then runs here, on its own core, instead of between the HTTP requests of the main thread.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread-main runs only as a worker thread');
const reply = (message: ThreadReply) => port.postMessage(message);

try {
  const host = await startPgliteHost({ dataDir: (workerData as { dataDir: string }).dataDir });
  port.on('message', (request: ThreadRequest) => {
    if (request.type !== 'stop') return;
    host.stop().then(
      () => {
        reply({ type: 'stopped' });
        port.close();
      },
      (error: unknown) => reply({ type: 'failed', message: String(error) }),
    );
  });
  reply({ type: 'ready', socketDir: host.socketDir, port: host.port });
} catch (error) {
  reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
