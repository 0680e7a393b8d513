import type { JobQueue } from '@sauti/core/ports/job-queue';
import type { Config } from '../config/config.js';
import { PgBossJobQueue } from '../queue/pg-boss-queue.js';
import { queueConnection } from '../queue/queue-connection.js';
import type { QueueWorkers } from '../queue/queue-workers.js';
import { DEFAULT_QUEUE_TUNING, QUEUE_SCHEMA, type QueueTuning } from '../queue/queue-settings.js';
import type { Logger } from '../system/logger.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { token } from './tokens.js';

export const QUEUE = {
  JobQueue: token<JobQueue>('JobQueue'),
  /** The same queue with its worker side (work, stop), which only the workers use. */
  PgBoss: token<PgBossJobQueue>('PgBossJobQueue'),
  /**
   * The workers of this process (bound by workers-module.ts, which needs the features' use cases
   * while they need only the queue); the server starts them when WORKERS=on, `sauti worker` always.
   */
  Workers: token<QueueWorkers>('QueueWorkers'),
};

/**
 * The durable job queue: pg-boss in the application's database, connected lazily on first use.
 * Closing stops the workers and lets running jobs finish for up to SHUTDOWN_TIMEOUT_MS; jobs
 * still running then return to the queue.
 */
export function queueModule(
  config: Config,
  logger: Logger,
  tuning: QueueTuning = DEFAULT_QUEUE_TUNING,
): PortModule {
  const queue = new PgBossJobQueue(async () => (await queueConnection(config)).options, tuning, logger);
  return {
    module: bindings(({ value }) => {
      value(QUEUE.JobQueue, queue);
      value(QUEUE.PgBoss, queue);
    }),
    ports: [{ port: 'queue', adapter: `pg-boss (schema ${QUEUE_SCHEMA}) in the application database` }],
    close: () => queue.stop(config.shutdownTimeoutMs),
  };
}
