import { PgBoss, type ConstructorOptions } from 'pg-boss';
import {
  QUEUE_NAMES,
  type EnqueueOptions,
  type JobPayloads,
  type JobQueue,
  type QueueName,
} from '@sauti/core/ports/job-queue';
import type { Logger } from '../system/logger.js';
import { QUEUE_SCHEMA, type QueueTuning } from './queue-settings.js';

/** Where pg-boss connects (a URL, or pg host/port/user/database) and its pool size. */
export type QueueDatabaseOptions = Pick<
  ConstructorOptions,
  'connectionString' | 'host' | 'port' | 'user' | 'database' | 'max' | 'schema'
>;

/** One attempt of a job, as a handler sees it. */
export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/** Runs one job; a rejection fails the attempt and the job is retried with backoff. */
export type JobHandler<Q extends QueueName> = (payload: JobPayloads[Q], attempt: JobAttempt) => Promise<void>;

/**
 * `JobQueue` on pg-boss, in the application's database. pg-boss starts on first use (an
 * enqueue or a worker), so processes that never touch the queue (most CLI commands) never
 * connect it. Queues use the `short` policy: one waiting job per singleton key, any number
 * running, so a re-take enqueued while the previous take is being transcribed is kept.
 */
export class PgBossJobQueue implements JobQueue {
  private boss: Promise<PgBoss> | null = null;
  private stopped = false;

  constructor(
    /** Connection options; `schema` defaults to QUEUE_SCHEMA (tests use a private one). */
    private readonly connect: () => Promise<QueueDatabaseOptions>,
    private readonly tuning: QueueTuning,
    private readonly logger: Logger,
  ) {}

  async enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    try {
      const boss = await this.started();
      const webhook = queue === 'webhook';
      return await boss.send(queue, payload, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        retryLimit: webhook ? this.tuning.webhookRetryLimit : this.tuning.retryLimit,
        retryDelay: this.tuning.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: webhook ? this.tuning.webhookRetryDelayMaxSeconds : this.tuning.retryDelayMaxSeconds,
        expireInSeconds: this.tuning.expireInSeconds,
        heartbeatSeconds: this.tuning.heartbeatSeconds,
      });
    } catch (error) {
      this.logger.warn(`queue: could not enqueue a ${queue} job: ${messageOf(error)}`);
      throw error;
    }
  }

  /** Starts `concurrency` workers of `queue` in this process, each running one job at a time. */
  async work<Q extends QueueName>(queue: Q, concurrency: number, handler: JobHandler<Q>): Promise<void> {
    const boss = await this.started();
    await boss.work<JobPayloads[Q]>(
      queue,
      {
        batchSize: 1,
        localConcurrency: concurrency,
        pollingIntervalSeconds: this.tuning.pollingIntervalSeconds,
        burstWhenReadyExceeds: this.tuning.burstWhenBacklogExceeds,
      },
      async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
      },
    );
  }

  /**
   * Stops workers and closes the pool. Running jobs get up to `timeoutMs` to finish; those still
   * running then are failed, so another worker retries them. Later enqueues are refused.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    const boss = await this.boss?.catch(() => null);
    await boss?.stop({ graceful: true, timeout: timeoutMs });
  }

  /** The started pg-boss (installing or migrating its schema on first start), queues created. */
  private started(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job queue is stopped'));
    this.boss ??= this.start().catch((error: unknown) => {
      this.boss = null; // the next call tries again (e.g. the database was restarting)
      throw error;
    });
    return this.boss;
  }

  private async start(): Promise<PgBoss> {
    const boss = new PgBoss({ schema: QUEUE_SCHEMA, ...(await this.connect()) });
    // Without listeners an 'error' event would crash the process; pg-boss recovers by itself.
    boss.on('error', (error) => this.logger.error('queue: pg-boss error', error));
    boss.on('warning', (warning) => this.logger.warn(`queue: ${warning.message}`));
    await boss.start();
    try {
      // Idempotent (insert ... on conflict do nothing), so processes starting together are fine.
      for (const name of QUEUE_NAMES) await boss.createQueue(name, { policy: 'short' });
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    return boss;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
