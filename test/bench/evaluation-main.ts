import { evaluationBenchmark } from './evaluation.js';
import { runAlone } from './run-alone.js';

/**
 * `npx tsx test/bench/evaluation-main.ts`: the batch evaluation benchmark alone. Prints the markdown section.
 */
runAlone('evaluation', evaluationBenchmark);
