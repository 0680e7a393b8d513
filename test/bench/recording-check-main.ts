import { recordingCheckBenchmark } from './recording-check.js';
import { runAlone } from './run-alone.js';

/** `npm run bench:recording-check`: the device's recording check against recorded conditions, as markdown. */
runAlone('recording check', recordingCheckBenchmark);
