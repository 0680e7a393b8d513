import { evaluationBenchmark } from './evaluation.js';

/**
 * `npx tsx test/bench/evaluation-main.ts`: the batch evaluation benchmark alone (`npm run bench`
 * runs it with the others and writes the report). Prints the markdown section.
 */
evaluationBenchmark((line) => console.error(`[evaluation] ${line}`)).then(
  (section) => {
    console.log(section);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
