import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { EvaluationInput, Evaluator, EvaluatorOutput } from '@sauti/core/ports/evaluator';
import type { EvaluatorModule } from './evaluator-task.js';

/** The evaluator a pool runs: a class constructed without arguments in each worker. */
export interface PooledEvaluatorOptions {
  /** URL of the module exporting the class (e.g. `new URL('../local/local-evaluator.ts', import.meta.url)`). */
  module: URL;
  exportName: string;
  /** The version the class reports; stored with every evaluation, so it must match the class's own. */
  version: string;
  /** Worker threads at most; default one per core. */
  threads?: number;
  /** Threads kept when idle; default all (a batch). 0 starts them on demand (a server's queue). */
  minThreads?: number;
  /** How long an idle thread above `minThreads` stays; default for ever. */
  idleTimeoutMs?: number;
  /**
   * Added to the workers' nice value (Linux): a server's pool gives way to its HTTP thread, whose
   * requests then wait for a core less often. 0 for a batch that has the machine to itself.
   */
  niceIncrement?: number;
}

const WORKER = new URL('./evaluator-worker.mjs', import.meta.url);

/** Threads for a pool: `requested` when given (at least 1), else one per core. */
export function poolThreads(requested?: number): number {
  return Math.max(1, Math.floor(requested ?? availableParallelism()));
}

/**
 * An evaluator whose work runs on worker threads (piscina): the CPU-bound local evaluators then use
 * every core while the main thread keeps the database and the network. Gives the same output as
 * the class run in-thread (same class, same input, structured-cloned both ways). An exception or a
 * crashed worker rejects that one evaluation; piscina replaces the worker and the pool carries on.
 */
export class PooledEvaluator implements Evaluator {
  readonly version: string;
  /** Only the built-in (English) evaluators run in a pool. */
  readonly languages = ['en'] as const;
  readonly threads: number;
  private readonly pool: Piscina<EvaluationInput, EvaluatorOutput>;

  constructor(options: PooledEvaluatorOptions) {
    this.version = options.version;
    this.threads = poolThreads(options.threads);
    this.pool = new Piscina({
      filename: WORKER.href,
      workerData: { module: options.module.href, exportName: options.exportName } satisfies EvaluatorModule,
      minThreads: Math.min(this.threads, options.minThreads ?? this.threads),
      maxThreads: this.threads,
      // Each worker loads its evaluator once, when it starts (about a second for the rubric's model).
      idleTimeout: options.idleTimeoutMs ?? Number.POSITIVE_INFINITY,
      niceIncrement: options.niceIncrement ?? 0,
    });
  }

  evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    return this.pool.run(input);
  }

  /** Stops the workers (waits for running evaluations). */
  async close(): Promise<void> {
    await this.pool.close();
  }
}
