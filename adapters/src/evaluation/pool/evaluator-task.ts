import type { EvaluationInput, Evaluator, EvaluatorOutput } from '@sauti/core/ports/evaluator';

/** What the pool sends a worker: where the evaluator class lives, and one interview. */
export interface EvaluatorTask {
  /** URL of the module that exports the evaluator class. */
  module: string;
  /** The exported class; constructed without arguments, once per worker. */
  exportName: string;
  input: EvaluationInput;
}

type EvaluatorClass = new () => Evaluator;

/** One evaluator per module and class per worker: the rubric's language model loads once. */
const evaluators = new Map<string, Promise<Evaluator>>();

async function load(module: string, exportName: string): Promise<Evaluator> {
  const exports = (await import(module)) as Record<string, unknown>;
  const Class = exports[exportName];
  if (typeof Class !== 'function') throw new Error(`${module} does not export ${exportName}`);
  return new (Class as EvaluatorClass)();
}

/** Runs one evaluation in the worker thread (piscina calls it with each task). */
export async function evaluateInWorker(task: EvaluatorTask): Promise<EvaluatorOutput> {
  const key = `${task.module}#${task.exportName}`;
  let evaluator = evaluators.get(key);
  if (!evaluator) {
    evaluator = load(task.module, task.exportName);
    evaluators.set(key, evaluator);
  }
  return (await evaluator).evaluate(task.input);
}
