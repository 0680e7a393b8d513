// The worker thread's entry, plain JavaScript because a worker does not inherit a TypeScript loader
// in every host (see evaluation/pool/evaluator-worker.mjs): tsx's `tsImport` loads the task.
import { tsImport } from 'tsx/esm/api';

const { buildJobModelFiles } = await tsImport('./job-model-task.ts', import.meta.url);

export default (request) => buildJobModelFiles(request);
