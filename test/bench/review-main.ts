import { reviewBenchmark } from './review.js';
import { runAlone } from './run-alone.js';

/** `npx tsx test/bench/review-main.ts`: the HR review benchmark alone. Prints the markdown section. */
runAlone('review', reviewBenchmark);
