import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadBenchmark } from './load.js';

/**
 * `npx tsx test/bench/load-main.ts`: the load and fault benchmark alone (`npm run bench` runs it
 * with the others). BENCH_LOAD_CANDIDATES sets the candidates (default 200), BENCH_LOAD_RUNS the runs
 * (embedded,postgres,kill,pg-kill,pg-restart; default all). Prints the markdown
 * section and writes it to test/reports/load-<time>.md.
 */
loadBenchmark((line) => console.error(`[load] ${line}`)).then(
  async (section) => {
    console.log(section);
    const dir = fileURLToPath(new URL('../reports/', import.meta.url));
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}load-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, section);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
