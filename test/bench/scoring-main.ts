import { scoringBenchmark } from './scoring.js';
import { runAlone } from './run-alone.js';

/** `npm run bench:scoring`: the scoring-validity benchmark alone, printed as markdown. */
runAlone('scoring', scoringBenchmark);
