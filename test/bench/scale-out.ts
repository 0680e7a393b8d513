import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3TestServer } from '@sauti/adapters/blobs/testing/s3-test-server';
import { initOrm } from '@sauti/adapters/storage/orm';
import { job } from '@sauti/http/jobs/job-fixtures';
import { CandidateBrowser, intake, uploadAnswer, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { CANDIDATE_TOKEN_HEADER } from '@sauti/http/sessions/candidate-credential';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { percentile } from './measure.js';
import { startHttpProcess, type SautiProcess } from '../src/scale/processes.js';

/** Answer uploads per row, and how many are in flight (a crowd of candidates on one deployment). */
const UPLOADS = 240;
const CONCURRENCY = 16;
/** Bytes of each answer: about 10 s of 24 kbit/s Opus. */
const ANSWER_BYTES = 30_000;
const QUESTIONS = 6;

interface Row {
  processes: number;
  seconds: number;
  perSecond: number;
  errors: number;
  p50: number;
  p95: number;
}

/**
 * Throughput of candidate answer uploads (multipart → S3 blob → answer row → transcribe job) with
 * one and then two HTTP processes (WORKERS=off) on one PostgreSQL server and a local S3 server,
 * requests spread round-robin as a load balancer would. Needs TEST_DATABASE_URL (a PostgreSQL
 * server); without it the section says so. Loopback only, bounded in count.
 */
export async function scaleOutBenchmark(log: (line: string) => void): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return '## Scale-out\n\nSkipped: set TEST_DATABASE_URL (test/scripts/pg-server.sh).\n';
  const rows: Row[] = [];
  for (const count of [1, 2]) rows.push(await measureWith(serverUrl, count, log));
  return [
    '## Scale-out: answer uploads through 1 vs 2 HTTP processes',
    '',
    `${UPLOADS} uploads of ${ANSWER_BYTES / 1000} kB, ${CONCURRENCY} in flight, round-robin, after a warm-up; ` +
      `PostgreSQL server, s3rver and the load generator on the same ${cpus().length}-core machine ` +
      `(load average ${loadavg()[0]!.toFixed(2)} at the end).`,
    '',
    '| HTTP processes | uploads/s | p50 ms | p95 ms | errors | seconds |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.processes} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.errors} | ${r.seconds} |`,
    ),
    '',
  ].join('\n');
}

async function measureWith(serverUrl: string, count: number, log: (line: string) => void): Promise<Row> {
  const admin = await initOrm({ url: serverUrl }, { poolMax: 1 });
  const database = `sauti_bench_${randomBytes(5).toString('hex')}`;
  const run = (sql: string) => admin.em.fork().getConnection().execute(sql);
  await run(`create database "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const s3 = await startS3TestServer();
  const dirs: string[] = [];
  const servers: (SautiProcess & { url: string })[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const dir = await mkdtemp(join(tmpdir(), 'sauti-bench-scale-'));
      dirs.push(dir);
      const env = {
        ...s3.env,
        DATABASE_URL: url.toString(),
        WORKERS: 'off',
        DATA_DIR: dir,
        TTS_PROVIDER: 'none',
      };
      servers.push(await startHttpProcess(`http-${i}`, env));
    }
    const hr = new TestClient(servers[0]!.url);
    await signUp(
      { url: servers[0]!.url, dataDir: dirs[0]! },
      { email: 'bench@acme-bench.co.ke', password: 'bench password 1', firstName: 'B', lastName: 'B' },
      hr,
    );
    const created = await hr.post('/api/jobs', {
      ...job,
      requireIdentityVerification: 'false',
      questions: Array.from({ length: QUESTIONS }, (_, i) => `Question ${i + 1}?`),
    });
    // Warm-up sessions first (one per process): connection pools, S3 client and JIT get going.
    const sessions = await Promise.all(
      Array.from({ length: UPLOADS / QUESTIONS + count }, async (_, i) => {
        const res = await new CandidateBrowser(servers[i % count]!.url).postForm('/api/sessions', {
          ...intake,
          jobId: created.body.id,
        });
        return res.body as { id: string; candidateToken: string };
      }),
    );
    const audio = webmBytes(ANSWER_BYTES);
    const browsers = servers.map((s) => new CandidateBrowser(s.url));
    const warmUps = sessions.splice(0, count);
    await Promise.all(
      warmUps.map((session, p) =>
        Promise.all(
          Array.from({ length: QUESTIONS }, (_, q) =>
            uploadAnswer(browsers[p]!, session.id, q, audio, {
              [CANDIDATE_TOKEN_HEADER]: session.candidateToken,
            }),
          ),
        ),
      ),
    );
    const times: number[] = [];
    let errors = 0;
    let next = 0;
    const t0 = performance.now();
    const lane = async () => {
      while (next < UPLOADS) {
        const i = next++;
        const session = sessions[Math.floor(i / QUESTIONS)]!;
        const start = performance.now();
        const res = await uploadAnswer(browsers[i % count]!, session.id, i % QUESTIONS, audio, {
          [CANDIDATE_TOKEN_HEADER]: session.candidateToken,
        }).catch(() => ({ status: 0 }));
        times.push(performance.now() - start);
        if (res.status !== 201) errors++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const seconds = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    const row = {
      processes: count,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round((UPLOADS / seconds) * 10) / 10,
      errors,
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
    };
    log(
      `${count} HTTP process(es): ${row.perSecond} uploads/s, p50 ${row.p50} ms, p95 ${row.p95} ms, ${errors} errors`,
    );
    return row;
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await s3.close();
    await run(`drop database if exists "${database}" with (force)`);
    await admin.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

/** `tsx test/bench/scale-out.ts`: this benchmark alone. */
if (process.argv[1]?.endsWith('scale-out.ts')) {
  scaleOutBenchmark((line) => console.error(`[scale-out] ${line}`)).then(
    (report) => {
      console.log(report);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
