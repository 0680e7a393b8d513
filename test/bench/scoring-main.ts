import { scoringBenchmark } from './scoring.js';

/** `npm run bench:scoring`: the scoring-validity benchmark alone, printed as markdown. */
scoringBenchmark((line) => console.error(`[scoring] ${line}`)).then(
  (report) => {
    console.log(report);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
