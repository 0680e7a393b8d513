import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadBenchmark } from './load.js';
import { runAlone } from './run-alone.js';

/**
 * `npx tsx test/bench/load-main.ts`: the load and fault benchmark alone. BENCH_LOAD_CANDIDATES sets
 * the candidates (default 200), BENCH_LOAD_RUNS the runs (embedded,postgres,pipeline,kill,pg-kill,
 * pg-restart; default all). Prints the markdown section and writes it to test/reports/load-<time>.md.
 */
runAlone('load', loadBenchmark, async (section) => {
  const dir = fileURLToPath(new URL('../reports/', import.meta.url));
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}load-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, section);
});
