import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@sauti/adapters/config/config';
import { buildContainer } from '@sauti/adapters/container/container';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { warmUpInBackground } from '@sauti/adapters/container/warm-up';
import { consoleLogger } from '@sauti/adapters/system/logger';
import { publishServerRecord, removeServerRecord } from '@sauti/adapters/system/server-record';
import { createApp } from './app.js';
import { listen } from './server.js';
import { announceFirstRunSetup } from './setup/announce.js';

/** `npm start`: parse the environment, wire the adapters, migrate, serve, and shut down gracefully. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = consoleLogger(config.logLevel);
  const app = await buildContainer(config, logger, {
    migrate: true,
    queueTuning: { retryDelaySeconds: config.queueRetryDelaySeconds },
  });
  for (const line of app.ports) logger.info(`port ${line.port.padEnd(9)} → ${line.adapter}`);

  const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const webDistDir = config.webDistDir ?? (existsSync(defaultDist) ? defaultDist : undefined);
  if (!webDistDir) logger.warn('web app not built (apps/web/dist missing): serving the API only');
  const running = await listen(createApp(app, { webDistDir }), config.host, config.port);
  // CLI commands run in another terminal read where this server answers (demo links, for one).
  await publishServerRecord(config.dataDir, { pid: process.pid, publicUrl: config.publicUrl }).catch(
    (error: unknown) =>
      logger.warn(`could not record the server address in ${config.dataDir}: ${String(error)}`),
  );
  void warmUpInBackground(app, logger);
  const workers = config.workers ? app.get(QUEUE.Workers) : null;
  if (workers) await workers.start();
  else logger.info('queue workers off (WORKERS=off): jobs are enqueued for `sauti worker` processes');
  logger.info(
    `Sauti is ready on ${running.url} (started in ${Math.round(performance.now() - startedAt)} ms)`,
  );
  await announceFirstRunSetup(app, logger);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests and jobs, then closing the database`);
    // Jobs still running at the timeout are failed back to the queue for the next worker.
    await Promise.all([running.stop(config.shutdownTimeoutMs), workers?.stop(config.shutdownTimeoutMs)]);
    await app.close();
    await removeServerRecord(config.dataDir, process.pid);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Sauti failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
