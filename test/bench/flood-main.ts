import { floodBenchmark } from './flood.js';

/**
 * `npx tsx test/bench/flood-main.ts`: the flood benchmark alone (`npm run bench` runs it with the
 * others and writes the report). Prints the markdown section.
 */
floodBenchmark((line) => console.error(`[flood] ${line}`)).then(
  (section) => {
    console.log(section);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
