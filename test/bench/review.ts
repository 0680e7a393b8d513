import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { initOrm } from '@sauti/adapters/storage/orm';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp } from '@sauti/http/testing/test-app';
import { startSautiServer } from '../src/support/child-process.js';
import { countCpu, perCall, totalCpu, type CpuSplit } from './cpu-time.js';
import { percentile } from './measure.js';
import { seedReviewJob } from './review-seed.js';

/** Candidates of the benchmarked job. */
const CANDIDATES = 1000;
/** Calls per row: sequential, then with 8 in flight. */
const SEQUENTIAL_CALLS = 40;
const CONCURRENT_CALLS = 96;
const CONCURRENCY = 8;

/** Figures of one row. */
interface ReviewFigure {
  name: string;
  concurrency: number;
  calls: number;
  errors: number;
  mean: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  /** Body size of the first answer, in kB. */
  kb: number;
  /** CPU time per call, in ms: the server process, PostgreSQL, this client (all from /proc). */
  cpu: CpuSplit;
}

/** Runs `calls` GETs of `path(i)` with `concurrency` in flight; a non-200 counts as an error. */
async function timeGets(
  name: string,
  calls: number,
  concurrency: number,
  get: (i: number) => Promise<{ ok: boolean; bytes: number }>,
  startCounting: () => { stop(): CpuSplit },
): Promise<ReviewFigure> {
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const cpu = startCounting();
  const t0 = performance.now();
  const lane = async () => {
    while (next < calls) {
      const i = next++;
      const start = performance.now();
      const result = await get(i).catch(() => ({ ok: false, bytes: 0 }));
      times.push(performance.now() - start);
      if (!result.ok) errors++;
      if (i === 0) bytes = result.bytes;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const wall = (performance.now() - t0) / 1000;
  const used = cpu.stop();
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    concurrency,
    calls,
    errors,
    mean: round(times.reduce((s, t) => s + t, 0) / times.length),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1) ?? 0),
    perSecond: round(calls / wall),
    kb: round(bytes / 1024),
    cpu: perCall(used, calls),
  };
}

/** A fresh database on the PostgreSQL server of `url` (dropped by `drop`), and its version. */
async function freshServerDatabase(url: string) {
  const admin = await initOrm({ url }, { poolMax: 1 });
  const connection = () => admin.em.fork().getConnection();
  const name = `sauti_review_bench_${process.pid}`;
  await connection().execute(`drop database if exists "${name}" with (force)`);
  await connection().execute(`create database "${name}"`);
  const [row] = await connection().execute<{ server_version: string }[]>('show server_version');
  const database = new URL(url);
  database.pathname = `/${name}`;
  return {
    url: database.toString(),
    version: `PostgreSQL ${row?.server_version ?? '?'}`,
    drop: async () => {
      await connection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}

/**
 * The HR review reads over one job with 1,000 evaluated candidates (local evaluator, real
 * EvaluateSession), through the real HTTP app and a signed-in HR session: the overview page
 * (default and with a search), a candidate's detail, the legacy dashboard and the panel, each
 * sequentially and with 8 calls in flight. On the embedded database, then, when
 * REVIEW_BENCH_PG_URL names a PostgreSQL server, on a fresh database there. Returns a markdown
 * section; figures, not assertions.
 */
export async function reviewBenchmark(log: (line: string) => void = () => {}): Promise<string> {
  const sections: string[] = [];
  // REVIEW_BENCH_EMBEDDED=off: the server run alone.
  if (process.env.REVIEW_BENCH_EMBEDDED !== 'off')
    sections.push(await reviewBenchmarkOn('embedded database (PGlite)', {}, log));
  const serverUrl = process.env.REVIEW_BENCH_PG_URL;
  if (serverUrl) {
    const server = await freshServerDatabase(serverUrl);
    try {
      sections.push(await reviewBenchmarkOn(server.version, { DATABASE_URL: server.url }, log));
    } finally {
      await server.drop();
    }
  }
  return sections.join('\n');
}

const HR = {
  email: 'bench@kifaru-bench.co.ke',
  password: 'bench password 1',
  firstName: 'B',
  lastName: 'B',
};

/**
 * Seeds the benchmarked job through an in-process app on `target` (the HR account, 1,000
 * evaluated candidates), then stops that app so a server process can serve the same data.
 */
async function seedOn(target: Record<string, string>, log: (line: string) => void) {
  const app = await startTestApp(target);
  try {
    await signUp(app, HR, new TestClient(app.url));
    const user = await app.app
      .get(STORAGE.RequestScope)
      .run(() => app.app.get(STORAGE.Repositories).users.findByEmail(HR.email));
    if (!user?.organisationId) throw new Error('the bench HR account has no organisation');
    const seed = await seedReviewJob(
      app.app,
      { userId: user.id, organisationId: user.organisationId },
      CANDIDATES,
    );
    // A PostgreSQL server's autovacuum analyses the freshly seeded tables within a minute; the
    // calls are measured as they run from then on, not in that first minute. (The embedded
    // database's own upkeep does the same at the server's start.)
    if (target.DATABASE_URL) await app.app.get(STORAGE.Orm).em.fork().getConnection().execute('analyze');
    log(
      `seeded ${CANDIDATES} candidates in ${seed.seedSeconds.toFixed(1)} s, evaluated in ${seed.evaluateSeconds.toFixed(1)} s`,
    );
    return seed;
  } finally {
    await app.stop();
  }
}

/**
 * The calls are measured against the server as `npm start` runs it, a process of its own: with
 * the server in the benchmark's process, the HTTP client's own work (reading and decompressing
 * 60-330 kB answers) ran on the server's one JavaScript thread and was counted as the server's.
 */
async function reviewBenchmarkOn(
  database: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<string> {
  const dataDir = env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'sauti-review-bench-'));
  const target = dataDir ? { ...env, DATA_DIR: dataDir } : env;
  const seed = await seedOn(target, log);
  const server = await startSautiServer('review bench server', {
    ...target,
    WORKERS: 'off',
    TTS_PROVIDER: 'none',
    STT_PROVIDER: 'none',
  });
  log(`on ${database}`);
  try {
    const client = new TestClient(server.url);
    const login = await client.post('/api/login', { email: HR.email, password: HR.password });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
    const cookie = `sauti.sid=${client.cookie('sauti.sid') ?? ''}`;

    const base = `/api/jobs/${seed.jobId}`;
    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      const body = await res.arrayBuffer();
      return { ok: res.status === 200, bytes: body.byteLength, status: res.status };
    };
    const rows: [string, (i: number) => string][] = [
      // The overview screen asks for pages of 50 (apps/web/src/features/candidates-overview/overview-options.ts).
      ["GET candidates-v2?limit=50 (the screen's page: 50 of 1,000)", () => `${base}/candidates-v2?limit=50`],
      ['GET candidates-v2 (default page: 100 of 1,000)', () => `${base}/candidates-v2`],
      ['GET candidates-v2?search=Otieno (100 of 1,000 match)', () => `${base}/candidates-v2?search=Otieno`],
      [
        'GET candidates-v2/{sessionId}',
        (i) => `${base}/candidates-v2/${seed.sessionIds[(i * 37) % CANDIDATES]}`,
      ],
      ['GET dashboard (legacy, 50 of 1,000)', () => `${base}/dashboard`],
      ['GET panel (20 in panel, first 20 of 980 available)', () => `${base}/panel`],
      ['GET panel?search=Otieno (page of the matches)', () => `${base}/panel?search=Otieno`],
    ];
    const figures: ReviewFigure[] = [];
    const missing: string[] = [];
    const databaseName = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
    const counting = () => countCpu(server.pid, { database: databaseName });
    for (const [name, path] of rows) {
      const probe = await get(path(0));
      if (!probe.ok) missing.push(`${name}: answered ${probe.status}`);
      for (const [calls, concurrency] of [
        [SEQUENTIAL_CALLS, 1],
        [CONCURRENT_CALLS, CONCURRENCY],
      ] as const) {
        figures.push(await timeGets(name, calls, concurrency, (i) => get(path(i)), counting));
        log(JSON.stringify(figures.at(-1)));
      }
    }
    return report(database, figures, seed, missing);
  } finally {
    await server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

function report(
  database: string,
  figures: ReviewFigure[],
  seed: { seedSeconds: number; evaluateSeconds: number },
  missing: string[],
): string {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  // Throughput at 8 in flight over one at a time, beside the most the machine's cores allow: one
  // at a time, a call keeps the processes busy for `cpu` ms of its `wall` ms (the client, the
  // server and PostgreSQL take turns), so N cores finish at most N × wall ÷ cpu times as many.
  const cores = availableParallelism();
  const ratios = figures.flatMap((f) => {
    const single = figures.find((g) => g.name === f.name && g.concurrency === 1);
    if (f.concurrency === 1 || !single) return [];
    const cpu = totalCpu(single.cpu);
    const wall = 1000 / single.perSecond;
    const ceiling = Math.min(CONCURRENCY, (cores * wall) / cpu);
    const { server, serverMain, database, client } = single.cpu;
    const split = `${server.toFixed(1)} (main thread ${serverMain.toFixed(1)}) / ${database.toFixed(1)} / ${client.toFixed(1)}`;
    return [
      `| ${f.name} | ${(f.perSecond / single.perSecond).toFixed(2)} | ${wall.toFixed(1)} | ${split} | ${ceiling.toFixed(2)} |`,
    ];
  });
  return [
    `## HR review reads (one job, ${CANDIDATES.toLocaleString('en')} evaluated candidates, signed-in HR, ${database})`,
    '',
    `Seeded in ${seed.seedSeconds.toFixed(1)} s and evaluated (local evaluator) in ` +
      `${seed.evaluateSeconds.toFixed(1)} s. Each call reads the whole body. Load average after the ` +
      `run (1 / 5 / 15 min): ${load}.`,
    '',
    '| Endpoint | in flight | calls | errors | mean ms | p50 ms | p95 ms | max ms | req/s | body kB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.concurrency} | ${f.calls} | ${f.errors} | ${f.mean} | ${f.p50} | ${f.p95} | ${f.max} | ${f.perSecond} | ${f.kb} |`,
    ),
    '',
    `CPU per call one at a time, from /proc (server process / PostgreSQL backends of its database / this client), and ` +
      `the most ${CONCURRENCY} in flight can gain on ${cores} cores: ${cores} × wall ÷ CPU.`,
    '',
    `| Endpoint | throughput at ${CONCURRENCY} in flight / at 1 | wall ms per call at 1 | CPU ms per call at 1 | ceiling on ${cores} cores |`,
    '|---|---|---|---|---|',
    ...ratios,
    '',
    ...(missing.length
      ? ['Not available when measured (errors above are these):', ...missing.map((m) => `- ${m}`), '']
      : []),
  ].join('\n');
}
