import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer, type AppContainer } from '@sauti/adapters/container/container';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { createApp, type AppOptions } from '../app.js';
import { listen } from '../server.js';

export interface TestApp {
  url: string;
  app: AppContainer;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the real Koa app on a free loopback port over a fresh embedded database in a
 * temporary DATA_DIR (or the server named by `env.DATABASE_URL`). Tests talk to it with fetch.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sauti-http-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '3999', ...env });
  const logger = memoryLogger();
  const app = await buildContainer(config, logger, { migrate: true });
  const running = await listen(createApp(app, options), '127.0.0.1', 0);
  return {
    url: running.url,
    app,
    logs: logger.lines,
    async stop() {
      await running.stop(1_000);
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
