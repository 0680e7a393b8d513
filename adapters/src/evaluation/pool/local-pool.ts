import type { Evaluator } from '@sauti/core/ports/evaluator';
import { LOCAL_EVALUATOR_VERSION } from '../local/local-evaluator.js';
import { RUBRIC_EVALUATOR_VERSION } from '../rubric/rubric-evaluator.js';
import { SIGNALS_EVALUATOR_VERSION } from '../signals/signals-evaluator.js';
import { PooledEvaluator, type PooledEvaluatorOptions } from './pooled-evaluator.js';

/** The built-in evaluators by version: CPU-bound, so worth a pool (a language model is not). */
const BUILT_IN: Record<string, { module: URL; exportName: string }> = {
  [SIGNALS_EVALUATOR_VERSION]: {
    module: new URL('../signals/signals-evaluator.ts', import.meta.url),
    exportName: 'SignalsEvaluator',
  },
  [RUBRIC_EVALUATOR_VERSION]: {
    module: new URL('../rubric/rubric-evaluator.ts', import.meta.url),
    exportName: 'RubricEvaluator',
  },
  [LOCAL_EVALUATOR_VERSION]: {
    module: new URL('../local/local-evaluator.ts', import.meta.url),
    exportName: 'LocalEvaluator',
  },
};

/**
 * The same evaluator on `threads` worker threads when it is a built-in one, else null (an
 * OpenAI-compatible evaluator waits on the network: the batch's concurrency is what keeps it busy).
 * The caller closes the pool.
 */
export function pooledBuiltInEvaluator(
  evaluator: Evaluator,
  options: Pick<PooledEvaluatorOptions, 'threads' | 'minThreads' | 'idleTimeoutMs' | 'niceIncrement'> = {},
): PooledEvaluator | null {
  const builtIn = BUILT_IN[evaluator.version];
  if (!builtIn) return null;
  return new PooledEvaluator({ ...builtIn, version: evaluator.version, ...options });
}
