import type { Evaluator } from '@sauti/core/ports/evaluator';

/** Which evaluator a pool's workers run: a class constructed without arguments, once per worker. */
export interface EvaluatorModule {
  /** URL of the module that exports the class. */
  module: string;
  exportName: string;
}

type EvaluatorClass = new () => Evaluator;

/** Loads the worker's evaluator (called once, when the worker starts). */
export async function loadEvaluator(spec: EvaluatorModule): Promise<Evaluator> {
  const exports = (await import(spec.module)) as Record<string, unknown>;
  const Class = exports[spec.exportName];
  if (typeof Class !== 'function') throw new Error(`${spec.module} does not export ${spec.exportName}`);
  return new (Class as EvaluatorClass)();
}
