import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { listen } from '@sauti/http/server';
import { startTestApp } from '@sauti/http/testing/test-app';
import { signUp } from '@sauti/http/testing/sign-up';
import { evaluationBenchmark } from './evaluation.js';
import { badNetworkBenchmark } from './bad-network.js';
import { floodBenchmark } from './flood.js';
import { loadBenchmark } from './load.js';
import { lighthouseBenchmark } from './lighthouse.js';
import { measure, type Latency } from './measure.js';
import { questionAudioBenchmark } from './question-audio.js';
import { reviewBenchmark } from './review.js';
import { scaleOutBenchmark } from './scale-out.js';
import { scoringBenchmark } from './scoring.js';

/**
 * `npm run bench`: runs the benchmarks against loopback only, bounded in count, and writes a
 * markdown report to test/reports/. Figures, not assertions: nothing here fails on a slow machine.
 */
async function main() {
  const rows: [string, Latency][] = [];

  // Bare-framework baseline, so the app's figures read as ratios on this machine.
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { status: 'ok' };
  });
  const baseline = await listen(bare, '127.0.0.1', 0);
  rows.push([
    'bare Koa GET (baseline), 2000 × 16',
    await measure(2000, 16, async () => (await fetch(baseline.url)).ok),
  ]);
  await baseline.stop(1000);

  const app = await startTestApp();
  try {
    rows.push([
      'GET /api/health (database ping), 2000 × 16',
      await measure(2000, 16, async () => (await fetch(`${app.url}/api/health`)).ok),
    ]);
    const user = {
      email: 'bench@sauti-bench.com',
      password: 'bench password 1',
      firstName: 'B',
      lastName: 'B',
    };
    const post = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await signUp(app, user);
    rows.push([
      'POST /api/login (scrypt N=2^15), 40 × 2',
      await measure(
        40,
        2,
        async () => (await post('/api/login', { email: user.email, password: user.password })).ok,
      ),
    ]);
  } finally {
    await app.stop();
  }

  // Batch re-evaluation (issue 6): throughput, not latency, so it has its own table.
  const evaluation = await evaluationBenchmark((line) => console.error(`[evaluation] ${line}`));

  const report = [
    `# Sauti benchmarks — ${new Date().toISOString()}`,
    '',
    `Node ${process.version}, load average before start ${loadavg()[0]!.toFixed(2)}; loopback only.`,
    '',
    '| Benchmark | calls | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ([name, l]) => `| ${name} | ${l.count} | ${l.errors} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} |`,
    ),
    '',
    evaluation,
    await scoringBenchmark((line) => console.error(`[scoring] ${line}`)),
    await floodBenchmark((line) => console.error(`[flood] ${line}`)),
    await reviewBenchmark((line) => console.error(`[review] ${line}`)),
    await loadBenchmark((line) => console.error(`[load] ${line}`)),
    await scaleOutBenchmark((line) => console.error(`[scale-out] ${line}`)),
    await lighthouseBenchmark((line) => console.error(`[lighthouse] ${line}`)),
    await badNetworkBenchmark((line) => console.error(`[bad network] ${line}`)),
    await questionAudioBenchmark((line) => console.error(`[question audio] ${line}`)),
  ].join('\n');
  const dir = fileURLToPath(new URL('../reports/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const file = `${dir}bench-${new Date().toISOString().replace(/[:.]/g, '-')}.md`;
  await writeFile(file, report);
  console.log(report);
  console.log(`report written to ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
