import { reviewBenchmark } from './review.js';

/**
 * `npx tsx test/bench/review-main.ts`: the HR review benchmark alone (`npm run bench` runs it with
 * the others and writes the report). Prints the markdown section.
 */
reviewBenchmark((line) => console.error(`[review] ${line}`)).then(
  (section) => {
    console.log(section);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
