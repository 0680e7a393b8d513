// The worker thread's entry. Plain JavaScript because a worker does not inherit a TypeScript loader
// in every host (vitest's workers have none; `tsx main.ts` passes its own): tsx's `tsImport` loads
// the TypeScript with a loader of its own either way, so the same file serves dev, tests and
// `npm start`.
import { workerData } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { loadEvaluator } = await tsImport('./evaluator-task.ts', import.meta.url);
// Before the first task, so a pool is warm once its workers are up (the rubric's language model
// takes about a second to load) and no evaluation waits for it.
const evaluator = await loadEvaluator(workerData);

export default (input) => evaluator.evaluate(input);
