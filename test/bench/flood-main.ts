import { floodBenchmark } from './flood.js';
import { runAlone } from './run-alone.js';

/** `npx tsx test/bench/flood-main.ts`: the flood benchmark alone. Prints the markdown section. */
runAlone('flood', floodBenchmark);
