import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer, type AppContainer, type BuildOptions } from '@sauti/adapters/container/container';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import type { WorkerOptions } from '@sauti/adapters/queue/queue-workers';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { createApp, type AppOptions } from '../app.js';
import { listen } from '../server.js';
import { seedDatabaseFromTemplate } from './database-template.js';

export interface TestApp {
  url: string;
  app: AppContainer;
  logs: string[];
  stop(): Promise<void>;
}

/** How the test process runs beside the app: its queue workers and their tuning. */
export interface TestRuntime {
  /** Starts this process's queue workers (as the server does with WORKERS=on). */
  workers?: WorkerOptions | true;
  queueTuning?: BuildOptions['queueTuning'];
  /** A clock the test moves, in place of the system's. */
  clock?: BuildOptions['clock'];
  /** The loopback port to listen on (a test whose PUBLIC_URL must be the server's own, e.g. phone callbacks); a free one otherwise. */
  port?: number;
}

/**
 * Starts the real Koa app on a free loopback port over a fresh embedded database in a
 * temporary DATA_DIR (a copy of a migrated template), or the server named by `env.DATABASE_URL`. Tests talk to it with fetch.
 * A DATA_DIR given in `env` belongs to the caller (a restart on the same data) and is kept.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  runtime: TestRuntime = {},
): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'sauti-http-')));
  if (!env.DATABASE_URL) await seedDatabaseFromTemplate(dataDir);
  const config = loadConfig({ PORT: '3999', ...env, DATA_DIR: dataDir });
  const logger = memoryLogger();
  const app = await buildContainer(config, logger, {
    migrate: true,
    ...(runtime.queueTuning ? { queueTuning: runtime.queueTuning } : {}),
    ...(runtime.clock ? { clock: runtime.clock } : {}),
  });
  const running = await listen(createApp(app, options), '127.0.0.1', runtime.port ?? 0);
  if (runtime.workers) await app.get(QUEUE.Workers).start(runtime.workers === true ? {} : runtime.workers);
  return {
    url: running.url,
    app,
    logs: logger.lines,
    async stop() {
      await running.stop(1_000);
      await app.close();
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A loopback port free just now, for a server whose own URL must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
