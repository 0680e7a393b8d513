import { cpus } from 'node:os';
import { ENDPOINTS, type LoadStats } from '../src/reliability/candidate-load.js';
import { freePort, procMemoryBytes, startChild } from '../src/support/child-process.js';
import { audioSeconds, speechFile } from '@sauti/adapters/testing/speech/generate';
import type { IntegrityReport } from '../src/reliability/integrity.js';
import {
  interviewAudio,
  QUESTIONS,
  WARM_UP,
  type InterviewAudio,
} from '../src/reliability/interview-script.js';
import { startLoadWorld, type LoadWorld } from '../src/reliability/load-world.js';
import { SKIP_PG, startPgInstance } from '../src/reliability/pg-instance.js';
import {
  killMidLoad,
  pgRestartMidLoad,
  plainLoad,
  type ScenarioResult,
} from '../src/reliability/scenarios.js';
import { countCpu, perCall, totalCpu, type CpuSplit } from './cpu-time.js';
import { percentile } from './measure.js';

/** Candidates of the full variant (the CI variant in test/src/reliability runs 12). */
const CANDIDATES = Number(process.env.BENCH_LOAD_CANDIDATES ?? 200);
/** Candidates of the whole-pipeline run (offline speech recognition on this machine's cores). */
const PIPELINE_CANDIDATES = Number(process.env.BENCH_PIPELINE_CANDIDATES ?? CANDIDATES);
/** How long the queue may take to transcribe and evaluate everything after a run. */
const DRAIN_MS = 30 * 60 * 1000;
/**
 * Which runs to make (BENCH_LOAD_RUNS, comma-separated; default all): embedded, postgres (the HTTP
 * path), pipeline, kill, pg-kill, pg-restart. The bare baseline always runs, so every figure has its ratio.
 */
const RUNS = new Set(
  (process.env.BENCH_LOAD_RUNS ?? 'embedded,postgres,pipeline,kill,pg-kill,pg-restart')
    .split(',')
    .map((r) => r.trim()),
);
const wanted = (run: string) => RUNS.has(run);
/** A private PostgreSQL for the bench (stopped and restarted by the fault runs). */
const PG_PORT = 54352;

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const ms = (n: number) => n.toFixed(1);

interface Row {
  name: string;
  times: number[];
  errors: number;
}

function row({ name, times, errors }: Row, baselineP50: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  return (
    `| ${name} | ${times.length} | ${errors} | ${ms(p50)} | ${ms(percentile(sorted, 95))} | ` +
    `${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? 0)} | ${baselineP50 > 0 ? (p50 / baselineP50).toFixed(1) : '-'}× |`
  );
}

/** The bare-framework baseline: the same uploads (warm-up + 7 answers per candidate) to a minimal Koa app. */
async function bareBaseline(audio: InterviewAudio): Promise<{ row: Row; peakRss: number; cpu: CpuSplit }> {
  const port = await freePort();
  const server = await startChild(
    'bare upload server',
    ['--import', 'tsx', 'test/bench/bare-upload-server.ts'],
    { PORT: String(port) },
    /bare upload server ready/,
  );
  const url = `http://127.0.0.1:${port}`;
  const result: Row = { name: 'bare Koa multipart upload (baseline)', times: [], errors: 0 };
  try {
    const clips = [audio.warmUp, ...audio.answers];
    const cpu = countCpu(server.pid);
    await Promise.all(
      Array.from({ length: CANDIDATES }, async () => {
        for (const clip of clips) {
          const form = new FormData();
          form.append('sessionId', 'bench');
          form.append('audio', new Blob([new Uint8Array(clip)], { type: 'audio/webm' }), 'answer.webm');
          const t0 = performance.now();
          const ok = await fetch(`${url}/upload`, { method: 'POST', body: form })
            .then(async (res) => (await res.arrayBuffer(), res.status === 201))
            .catch(() => false);
          result.times.push(performance.now() - t0);
          if (!ok) result.errors += 1;
        }
      }),
    );
    return { row: result, peakRss: server.peakRssBytes(), cpu: perCall(cpu.stop(), result.times.length) };
  } finally {
    await server.stop();
  }
}

function integrityLine(i: IntegrityReport): string {
  return (
    `acknowledged ${i.acknowledged}, stored ${i.stored}, lost ${i.lost.length}, duplicated ${i.duplicated.length}, ` +
    `not evaluated ${i.notEvaluated.length}, transcripts pending ${i.transcriptsPending}, ` +
    `evaluated without a transcript ${i.evaluatedWithoutTranscript}`
  );
}

function statusLine(stats: LoadStats): string {
  return Object.entries(stats.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

/** Server memory around a run (before the load, at its peak, once the queue has drained) and CPU per call. */
interface Memory {
  idleRss: number;
  afterRss: number;
  /** CPU per call while the calls ran (the drain not included). */
  cpu: CpuSplit;
}

/** One CPU line: where a call's CPU went, and the whole machine's. */
function cpuLine(cpu: CpuSplit): string {
  const ms = (n: number) => n.toFixed(2);
  return (
    `server ${ms(cpu.server)} (its main thread ${ms(cpu.serverMain)}), worker process ${ms(cpu.worker)}, PostgreSQL ${ms(cpu.database)}, ` +
    `benchmark process (candidates' client, STT server) ${ms(cpu.client)}; in all ${ms(totalCpu(cpu))} ms`
  );
}

/** One target's load section: per-endpoint table and the integrity line. */
function loadSection(
  target: string,
  result: ScenarioResult & Memory,
  baselineP50: number,
  extra: string[] = [],
): string[] {
  const { stats } = result;
  return [
    `### ${target}`,
    '',
    '| Endpoint | calls | errors | p50 ms | p95 ms | p99 ms | max ms | p50 vs bare upload |',
    '|---|---|---|---|---|---|---|---|',
    ...ENDPOINTS.map((e) =>
      row({ name: e, times: stats.latencies[e]!, errors: stats.errors[e]! }, baselineP50),
    ),
    '',
    `Wall time ${stats.seconds.toFixed(1)} s; statuses ${statusLine(stats)}; ` +
      `${stats.abandoned.length} of the candidates gave up${stats.abandoned[0] ? ` (first: ${stats.abandoned[0]})` : ''}; ` +
      `queue drained (every transcript and evaluation stored) ${result.drainSeconds.toFixed(0)} s after the last call.`,
    '',
    `Server RSS: idle ${mib(result.idleRss)}, peak (VmHWM) ${mib(result.peakRssBytes)}, after the drain ${mib(result.afterRss)}.`,
    '',
    `CPU per call while the calls ran (/proc): ${cpuLine(result.cpu)}.`,
    '',
    ...extra,
    `Integrity: ${integrityLine(result.integrity)}.`,
    '',
  ];
}

async function withWorld<T>(
  databaseUrl: string | undefined,
  run: (world: LoadWorld) => Promise<T>,
  options: Omit<Parameters<typeof startLoadWorld>[0] & object, 'databaseUrl'> = {},
): Promise<T> {
  const world = await startLoadWorld(databaseUrl ? { ...options, databaseUrl } : options);
  try {
    return await run(world);
  } finally {
    await world.close();
  }
}

/** A plain load with the server's memory read before it and after the drain. */
async function measuredLoad(
  world: LoadWorld,
  candidates: number,
  databaseUrl?: string,
): Promise<ScenarioResult & Memory> {
  const idleRss = procMemoryBytes(world.server.pid, 'VmRSS');
  const counting = countCpu(world.server.pid, {
    workerPid: world.worker?.pid ?? 0,
    database: databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null,
  });
  let used: CpuSplit | null = null;
  const result = await plainLoad(world, candidates, DRAIN_MS, () => (used = counting.stop()));
  const calls = Object.values(result.stats.latencies).reduce((n, times) => n + times.length, 0);
  return {
    ...result,
    idleRss,
    afterRss: procMemoryBytes(world.server.pid, 'VmRSS'),
    cpu: perCall(used ?? counting.stop(), calls),
  };
}

/**
 * The load and fault benchmark (issue 9): CANDIDATES simulated candidates take whole interviews at
 * once (session, warm-up, 7 answers of real Opus audio, completion, evaluation request) through the
 * HTTP API of `apps/http/src/main.ts` run as a child process with the production queue tuning,
 * against the embedded database and a private PostgreSQL 15; the bare-Koa upload baseline; then
 * SIGKILL mid-load with a restart, and a PostgreSQL restart mid-load. Figures, not assertions.
 */
export async function loadBenchmark(log: (line: string) => void = () => {}): Promise<string> {
  const audio = await interviewAudio();
  const out: string[] = [
    `## Load: ${CANDIDATES} candidates taking whole interviews at once`,
    '',
    'Each candidate: POST /api/sessions, POST /api/enrollment (warm-up), 7 × POST /api/responses with real ' +
      `WebM/Opus audio (${Math.round(audio.answers.reduce((n, a) => n + a.length, 0) / QUESTIONS.length / 1024)} kB ` +
      'average), PATCH completion, POST evaluate. The server runs as its own process (tsx, WORKERS on, ' +
      'default queue tuning); STT is a local OpenAI-compatible wire server; evaluation is the local evaluator. ' +
      'PostgreSQL server memory is not included in the RSS figure.',
    '',
  ];
  if (SKIP_PG) {
    const skipped =
      'the PostgreSQL runs are skipped: no PostgreSQL 15 binaries (set PG_BIN, or apt-get install postgresql-15)';
    log(skipped);
    out.push(`**Note:** ${skipped}.`, '');
  }
  const baseline = await bareBaseline(audio);
  const baselineP50 = percentile(
    [...baseline.row.times].sort((a, b) => a - b),
    50,
  );
  log(`baseline p50 ${ms(baselineP50)} ms, errors ${baseline.row.errors}`);
  out.push(
    '### Bare-framework baseline',
    '',
    '| Endpoint | calls | errors | p50 ms | p95 ms | p99 ms | max ms | ratio |',
    '|---|---|---|---|---|---|---|---|',
    row(baseline.row, baselineP50),
    '',
    `Peak RSS of the baseline process ${mib(baseline.peakRss)}. CPU per upload (/proc): ${cpuLine(baseline.cpu)}.`,
    '',
  );

  const pgRun = async <T>(
    run: (url: string, pg: Awaited<ReturnType<typeof startPgInstance>>) => Promise<T>,
  ) => {
    const pg = await startPgInstance(PG_PORT);
    try {
      return await run(pg.url, pg);
    } finally {
      await pg.stop();
    }
  };

  // The HTTP path alone: a `sauti worker` process beside the server does the queue's work at
  // background priority, against the instant local STT server and the local evaluator.
  const httpPath = { separateWorker: true };
  if (wanted('embedded')) {
    const embedded = await withWorld(undefined, (w) => measuredLoad(w, CANDIDATES), httpPath);
    log(`embedded: ${integrityLine(embedded.integrity)}`);
    out.push(
      ...loadSection('HTTP path, embedded database (PGlite in the server process)', embedded, baselineP50),
    );
  }
  if (!SKIP_PG && wanted('postgres')) {
    const postgres = await pgRun((url) => withWorld(url, (w) => measuredLoad(w, CANDIDATES, url), httpPath));
    log(`postgres: ${integrityLine(postgres.integrity)}`);
    out.push(...loadSection('HTTP path, PostgreSQL 15 (local server, fsync off)', postgres, baselineP50));
  }
  if (wanted('pipeline')) {
    // The whole pipeline: workers in the server, offline speech recognition (pocketsphinx).
    const pipeline = await withWorld(undefined, (w) => measuredLoad(w, PIPELINE_CANDIDATES), {
      env: { STT_PROVIDER: 'pocketsphinx' },
    });
    // One candidate's recordings are the cached speech files interviewAudio() read.
    let perCandidate = 0;
    for (const text of [WARM_UP, ...QUESTIONS.map(([, , answer]) => answer)]) {
      perCandidate += await audioSeconds(await speechFile(text, { format: 'webm' }));
    }
    const seconds = PIPELINE_CANDIDATES * perCandidate;
    const budget = (2 * seconds) / cpus().length;
    log(`pipeline: drained in ${pipeline.drainSeconds.toFixed(0)} s; budget ${budget.toFixed(0)} s`);
    out.push(
      ...loadSection(
        `Whole pipeline, ${PIPELINE_CANDIDATES} candidates: workers in the server, pocketsphinx, local evaluator`,
        pipeline,
        baselineP50,
        [
          `Audio uploaded: ${seconds.toFixed(0)} s of speech; the queue drained in ${pipeline.drainSeconds.toFixed(0)} s ` +
            `after the last call, ${((pipeline.drainSeconds / budget) * 100).toFixed(0)} % of the budget ` +
            `(2 × audio length / ${cpus().length} cores = ${budget.toFixed(0)} s).`,
          '',
        ],
      ),
    );
  }

  out.push(
    `## Reliability under the ${CANDIDATES}-candidate load`,
    '',
    'Candidates retry failed calls (no answer, 5xx) for up to 2 minutes, as the page retries uploads.',
    '',
    '| Fault | database | acknowledged | stored | lost | duplicated | not evaluated | transcripts pending | evaluated without transcript | call statuses | notes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  const faultRow = (fault: string, db: string, r: ScenarioResult, notes: string) => {
    const i = r.integrity;
    out.push(
      `| ${fault} | ${db} | ${i.acknowledged} | ${i.stored} | ${i.lost.length} | ${i.duplicated.length} | ` +
        `${i.notEvaluated.length} | ${i.transcriptsPending} | ${i.evaluatedWithoutTranscript} | ${statusLine(r.stats)} | ${notes} |`,
    );
    log(`${fault} ${db}: ${integrityLine(i)}`);
  };
  if (wanted('kill')) {
    const killed = await withWorld(undefined, (w) => killMidLoad(w, CANDIDATES, DRAIN_MS));
    faultRow(
      'SIGKILL mid-load, restart',
      'embedded',
      killed,
      `killed at ${killed.acknowledgedAtKill} answers; back in ${killed.restartSeconds.toFixed(1)} s; drained ${killed.drainSeconds.toFixed(0)} s`,
    );
  }
  if (!SKIP_PG && wanted('pg-kill')) {
    const pgKilled = await pgRun((url) => withWorld(url, (w) => killMidLoad(w, CANDIDATES, DRAIN_MS)));
    faultRow(
      'SIGKILL mid-load, restart',
      'PostgreSQL 15',
      pgKilled,
      `killed at ${pgKilled.acknowledgedAtKill} answers; back in ${pgKilled.restartSeconds.toFixed(1)} s; drained ${pgKilled.drainSeconds.toFixed(0)} s`,
    );
  }
  if (!SKIP_PG && wanted('pg-restart')) {
    const restarted = await pgRun((url, pg) =>
      withWorld(url, (w) => pgRestartMidLoad(w, pg, CANDIDATES, DRAIN_MS)),
    );
    const seen = [...new Set(restarted.health.statuses)].join('/');
    faultRow(
      'PostgreSQL restart mid-load (1.5 s down)',
      'PostgreSQL 15',
      restarted,
      `server not restarted; /api/health said ${seen}, 200 again ${restarted.health.recoveredSeconds.toFixed(1)} s after the stop; drained ${restarted.drainSeconds.toFixed(0)} s`,
    );
  }
  out.push('');
  return out.join('\n');
}
