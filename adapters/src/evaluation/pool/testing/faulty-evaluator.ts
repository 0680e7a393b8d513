import { isMainThread } from 'node:worker_threads';
import type { EvaluationInput, Evaluator, EvaluatorOutput } from '@sauti/core/ports/evaluator';
import { LocalEvaluator } from '../../local/local-evaluator.js';

/**
 * The local evaluator, except on an answer saying THROW (it throws) or CRASH (it ends its worker
 * thread, as an out-of-memory or a native fault would). Test fixture of the pool.
 */
export class FaultyEvaluator implements Evaluator {
  readonly version = 'faulty@1';
  private readonly local = new LocalEvaluator();

  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    const text = input.answers.map((a) => a.transcript ?? '').join(' ');
    if (text.includes('THROW')) throw new Error('cannot read this interview');
    // Never in the test runner's own thread: it would end the test run.
    if (text.includes('CRASH') && !isMainThread) process.exit(3);
    return this.local.evaluate(input);
  }
}
