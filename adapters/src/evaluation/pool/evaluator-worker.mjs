// The worker thread's entry. Plain JavaScript because a worker does not inherit a TypeScript loader
// in every host (vitest's workers have none; `tsx main.ts` passes its own): tsx's `tsImport` loads
// the TypeScript task with a loader of its own either way, so the same file serves dev, tests and
// `npm start`.
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./evaluator-task.ts', import.meta.url);

export default task.evaluateInWorker;
