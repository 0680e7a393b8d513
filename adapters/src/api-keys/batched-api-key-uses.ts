import type { ApiKeyUse } from '@sauti/core/domain/api-key-use';
import type { ApiKeyUseLog } from '@sauti/core/ports/api-key-use-log';
import type { Logger } from '../system/logger.js';

/** How the recorder batches (docs/behaviour/platform.md §14). */
export interface BatchSettings {
  /** A use waits at most this long before it is written. */
  maxWaitMs: number;
  /** A batch this large is written at once. */
  batchSize: number;
  /** Uses held at most while writes are slow; past it they are counted and dropped (logged). */
  maxPending: number;
}

export const DEFAULT_BATCH_SETTINGS: BatchSettings = { maxWaitMs: 1_000, batchSize: 200, maxPending: 10_000 };

/**
 * Records /api/v1 calls without slowing them: `record` only queues the use in memory, and the
 * queue is written in one statement per batch (at most a second later, or at `batchSize` uses),
 * one batch at a time. Memory is bounded: past `maxPending` (the database away for minutes under a
 * flood) further uses are dropped and their number logged. `flush` writes what is queued (on close).
 */
export class BatchedApiKeyUseRecorder {
  private pending: ApiKeyUse[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(
    private readonly log: ApiKeyUseLog,
    private readonly logger: Logger,
    /** Runs a write in a database context of its own (the request scope), as the workers' sweeps do. */
    private readonly scope: { run<T>(work: () => Promise<T>): Promise<T> },
    private readonly settings: BatchSettings = DEFAULT_BATCH_SETTINGS,
  ) {}

  record(use: ApiKeyUse): void {
    if (this.pending.length >= this.settings.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(use);
    if (this.pending.length >= this.settings.batchSize) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.settings.maxWaitMs);
      this.timer.unref();
    }
  }

  /** Writes every queued use; resolves once written (or logged as failed). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    const dropped = this.dropped;
    this.dropped = 0;
    this.writing = this.writing.then(async () => {
      if (dropped > 0) this.logger.warn(`api keys: ${dropped} call(s) not recorded (the record was full)`);
      if (batch.length === 0) return;
      try {
        await this.scope.run(() => this.log.addAll(batch));
      } catch (error) {
        this.logger.error(`api keys: ${batch.length} call(s) could not be recorded`, error);
      }
    });
    return this.writing;
  }
}
