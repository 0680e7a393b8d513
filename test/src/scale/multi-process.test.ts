import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '@sauti/adapters/blobs/testing/s3-test-server';
import { serverRequired } from '@sauti/adapters/storage/contract/harness';
import { initOrm, type SautiOrm } from '@sauti/adapters/storage/orm';
import { LOGIN_PAIR_LIMIT } from '@sauti/core/rules/login-limits';
import { SESSION_COOKIE } from '@sauti/http/auth/login-session';
import { createJob } from '@sauti/http/jobs/job-fixtures';
import { CandidateBrowser, intake } from '@sauti/http/sessions/interview-fixtures';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import { alternatingCandidate, withDatabase } from './alternating-candidate.js';
import { eventually } from '@sauti/adapters/testing/eventually';
import { startHttpProcess, startWorkerProcess, type SautiProcess } from './processes.js';

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

const ANSWERS = [
  'I have five years of experience in customer support',
  'I stayed calm and solved the problem for the customer',
];
const WARM_UP = 'Hello my name is Wanjiru and I am ready';
/** Long enough (~25 s of speech) that transcribing it takes the worker a few seconds. */
const LONG_ANSWER = Array.from(
  { length: 6 },
  () => 'I answered the customer calls and solved every problem with patience and care',
).join(' and then ');

type HttpProcess = SautiProcess & { url: string };

/**
 * The scale-out deployment for real: two HTTP processes (WORKERS=off) and one `sauti worker`
 * process on one PostgreSQL database and one S3-compatible store, all started at once against an
 * empty database (so they also race to migrate). A candidate's requests alternate between the
 * HTTP processes; HR reads from either; then an HTTP process and the worker are killed mid-work.
 */
const describeServer = serverUrl ? describe : describe.skip;

describeServer('several HTTP processes and a worker on one PostgreSQL and one S3 store', () => {
  let admin: SautiOrm;
  let db: SautiOrm;
  let database: string;
  let s3: S3TestServer;
  const dataDirs: string[] = [];
  /** Each HTTP process's DATA_DIR by name (its outbox holds the mail it sent). */
  const httpDataDirs: Record<string, string> = {};
  const processes: SautiProcess[] = [];
  let a: HttpProcess;
  let b: HttpProcess;
  let env: Record<string, string>;
  let clips: Buffer[];
  let warmUp: Buffer;
  let hrA: TestClient;
  let hrB: TestClient;
  let jobId: string;

  async function http(name: string): Promise<HttpProcess> {
    const dataDir = await mkdtemp(join(tmpdir(), `sauti-scale-${name}-`));
    dataDirs.push(dataDir);
    httpDataDirs[name] = dataDir;
    const proc = await startHttpProcess(name, { ...env, WORKERS: 'off', DATA_DIR: dataDir });
    processes.push(proc);
    return proc;
  }

  async function worker(name: string): Promise<SautiProcess> {
    const dataDir = await mkdtemp(join(tmpdir(), `sauti-scale-${name}-`));
    dataDirs.push(dataDir);
    const proc = await startWorkerProcess(name, { ...env, DATA_DIR: dataDir }, ['--concurrency', '1']);
    processes.push(proc);
    return proc;
  }

  const sql = async <T>(query: string): Promise<T[]> =>
    (await db.em.fork().getConnection().execute(query)) as T[];

  const candidate = (token: string) => alternatingCandidate({ a: a.url, b: b.url }, token);

  async function startSessionVia(url: string) {
    const res = await new CandidateBrowser(url).postForm('/api/sessions', { ...intake, jobId });
    expect(res.status).toBe(201);
    return res.body as { id: string; candidateToken: string };
  }

  beforeAll(async () => {
    clips = await Promise.all(
      ANSWERS.map(async (text) => readFile(await speechFile(text, { format: 'webm' }))),
    );
    warmUp = await readFile(await speechFile(WARM_UP, { format: 'webm' }));
    admin = await initOrm({ url: serverUrl! }, { poolMax: 1 });
    database = `sauti_scale_${randomBytes(5).toString('hex')}`;
    await admin.em.fork().getConnection().execute(`create database "${database}"`);
    const databaseUrl = withDatabase(serverUrl!, database);
    db = await initOrm({ url: databaseUrl }, { poolMax: 2 });
    s3 = await startS3TestServer();
    env = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'https://hire.example.test',
      STT_PROVIDER: 'pocketsphinx',
      TTS_PROVIDER: 'none',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '2000',
    };
    // All three at once against the empty database: they race to migrate, one does it.
    const [pa, pb] = await Promise.all([http('a'), http('b'), worker('worker-1')]);
    a = pa;
    b = pb;
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL', 5_000)));
    await db?.close();
    if (database) {
      await admin?.em.fork().getConnection().execute(`drop database if exists "${database}" with (force)`);
    }
    await admin?.close();
    await s3?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('starts every process on one freshly migrated schema, each reporting the S3 media store', async () => {
    const applied = await sql<{ name: string }>('select name from mikro_orm_migrations');
    expect(new Set(applied.map((r) => r.name)).size).toBe(applied.length);
    for (const proc of [a, b]) expect(proc.output(), proc.name).toMatch(/media store.*S3 bucket sauti-media/);
    expect(a.output()).toMatch(/queue workers off \(WORKERS=off\)/);
  });

  it('takes one interview whose requests alternate between A and B; HR reads it from either', async () => {
    hrA = new TestClient(a.url);
    await signUp(
      { url: a.url, dataDir: httpDataDirs.a! },
      { email: 'amina@acme-logistics.co.ke', firstName: 'Amina', lastName: 'Odhiambo' },
      hrA,
    );
    // The login session lives in PostgreSQL: B knows the cookie A set.
    hrB = new TestClient(b.url);
    hrB.setCookie(SESSION_COOKIE, hrA.cookie(SESSION_COOKIE)!);
    const job = await createJob(hrA, {
      requireIdentityVerification: 'false',
      questions: ['Tell us about your experience.', 'Describe a difficult customer call.'],
    });
    jobId = job.id;
    expect((await hrB.get(`/api/jobs/${jobId}`)).status).toBe(200);

    const session = await startSessionVia(a.url);
    const c = candidate(session.candidateToken);
    expect((await c.get('b', `/api/sessions/${session.id}`)).status).toBe(200);
    expect((await c.form('a', '/api/enrollment', { sessionId: session.id }, warmUp)).status).toBeLessThan(
      300,
    );
    expect((await c.upload('b', session.id, 0, clips[0]!)).status).toBe(201);
    expect((await c.upload('a', session.id, 1, clips[1]!)).status).toBe(201);
    // A retried upload to the other process is recognised by its idempotency key.
    expect((await c.upload('b', session.id, 1, clips[1]!)).status).toBeLessThan(300);
    const done = await c.json('b', 'PATCH', `/api/sessions/${session.id}`, { status: 'completed' });
    expect(done.status).toBe(200);
    expect((await c.post('a', `/api/sessions/${session.id}/evaluate`)).status).toBe(202);

    // The worker transcribes and evaluates; HR sees the same result through A and through B.
    const detailPath = `/api/jobs/${jobId}/candidates-v2/${session.id}`;
    const detail = await eventually(
      'transcripts and the evaluation',
      async () => {
        const res = await hrB.get(detailPath);
        const responses = (res.body?.responses ?? []) as { transcribedText: string | null }[];
        const complete =
          responses.length === 2 && responses.every((r) => r.transcribedText) && res.body.evaluation;
        return complete ? res.body : undefined;
      },
      120_000,
      500,
    );
    const viaA = await hrA.get(detailPath);
    expect(viaA.status).toBe(200);
    expect(viaA.body.responses).toEqual(detail.responses);
    expect(viaA.body.evaluation).toEqual(detail.evaluation);
    const transcripts = (detail.responses as { transcribedText: string }[]).map((r) =>
      r.transcribedText.toLowerCase(),
    );
    expect(transcripts[0]).toMatch(/customer|support|experience|years/);
    expect(transcripts[1]).toMatch(/customer|problem|calm/);
    expect(detail.evaluation).toBeTruthy();

    // Media uploaded through A plays through B, with seeking (HTTP range → 206).
    const audioUrl = (detail.responses as { questionIndex: number; audioUrl: string }[]).find(
      (r) => r.questionIndex === 1,
    )!.audioUrl;
    const ranged = await c.get('b', audioUrl, { range: 'bytes=100-1099' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1099/${clips[1]!.length}`);
    expect(Buffer.compare(ranged.bytes, clips[1]!.subarray(100, 1100))).toBe(0);
    const whole = await fetch(`${b.url}${audioUrl}`, {
      headers: { cookie: `${SESSION_COOKIE}=${hrA.cookie(SESSION_COOKIE)}` },
    });
    expect(whole.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), clips[1]!)).toBe(0);
  });

  it('builds the offline recogniser’s general model at start-up in every process, in the background', async () => {
    // Served meanwhile (the interview above ran during it); without it the first identity check of
    // a fresh server times out while its phrase waits ~20 s for the model (main.ts, worker.ts).
    for (const proc of [a, b, ...processes.filter((p) => p.name === 'worker-1')])
      await eventually(
        `${proc.name} to finish its warm-up`,
        async () => (/warm-up done in \d+ ms/.test(proc.output()) ? true : undefined),
        180_000,
        1_000,
      );
  });

  it('counts sign-in attempts across processes: the limit holds whichever process answers', async () => {
    const email = 'amina@acme-logistics.co.ke';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_PAIR_LIMIT.maxAttempts; attempt++) {
      const client = new TestClient((attempt % 2 === 0 ? a : b).url);
      statuses.push((await client.post('/api/login', { email, password: 'not the password' })).status);
    }
    // Ten refusals split five and five between A and B, then the shared counter refuses the eleventh.
    expect(statuses.slice(0, LOGIN_PAIR_LIMIT.maxAttempts)).toEqual(
      Array(LOGIN_PAIR_LIMIT.maxAttempts).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('loses no acknowledged answer when A is killed in the middle of a candidate’s answers', async () => {
    const session = await startSessionVia(b.url);
    const c = candidate(session.candidateToken);
    const acknowledged = new Map<number, Buffer>();
    const audio = (i: number) => clips[i % 2]!;
    // Answer 0 through A, acknowledged; then answer 1 is in flight on A when A is killed.
    expect((await c.upload('a', session.id, 0, audio(0))).status).toBe(201);
    acknowledged.set(0, audio(0));
    const inFlight = c.upload('a', session.id, 1, audio(1)).then(
      (res) => res.status,
      () => 'connection lost',
    );
    await a.stop('SIGKILL');
    const outcome = await inFlight;
    if (outcome === 201) acknowledged.set(1, audio(1));
    console.info(`[scale] the answer in flight when A was killed: ${outcome}`);

    // The browser retries what was not acknowledged against B (the load balancer's other server).
    if (!acknowledged.has(1)) {
      expect((await c.upload('b', session.id, 1, audio(1))).status).toBe(201);
      acknowledged.set(1, audio(1));
    }
    const mine = await c.get('b', `/api/sessions/${session.id}`);
    expect(mine.status).toBe(200);
    const detail = await hrB.get(`/api/jobs/${jobId}/candidates-v2/${session.id}`);
    const stored = detail.body.responses as { questionIndex: number; audioUrl: string }[];
    expect(stored.map((r) => r.questionIndex).sort()).toEqual([...acknowledged.keys()].sort());
    for (const [index, bytes] of acknowledged) {
      const url = stored.find((r) => r.questionIndex === index)!.audioUrl;
      const res = await c.get('b', url);
      expect(res.status, url).toBe(200);
      expect(Buffer.compare(res.bytes, bytes), url).toBe(0);
    }
    expect((await c.json('b', 'PATCH', `/api/sessions/${session.id}`, { status: 'completed' })).status).toBe(
      200,
    );
  });

  it('retries the job of a worker killed mid-job with the next worker, to completion', async () => {
    const [first] = processes.filter((p) => p.name === 'worker-1');
    const long = await readFile(await speechFile(LONG_ANSWER, { format: 'webm' }));
    const session = await startSessionVia(b.url);
    const c = candidate(session.candidateToken);
    expect((await c.upload('b', session.id, 0, long)).status).toBe(201);

    const active = await eventually(
      'the worker to take the transcribe job',
      async () => {
        const rows = await sql<{ id: string; retry_count: number }>(
          `select j.id, j.retry_count from pgboss.job j join candidate_responses r on r.id::text = j.data->>'responseId' ` +
            `where j.name = 'transcribe' and j.state = 'active' and r.session_id::text = '${session.id}'`,
        );
        return rows[0];
      },
      30_000,
      50,
    );
    expect(await first!.stop('SIGKILL')).toBe('SIGKILL');
    const [stillActive] = await sql<{ state: string }>(
      `select state from pgboss.job where id = '${active.id}'`,
    );
    expect(stillActive?.state, 'the killed worker’s job is left active').toBe('active');

    const startedAt = Date.now();
    await worker('worker-2');
    const retried = await eventually(
      'the killed job to be retried and completed',
      async () => {
        const [row] = await sql<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where id = '${active.id}'`,
        );
        return row?.state === 'completed' ? row : undefined;
      },
      180_000,
      1_000,
    );
    console.info(
      `[scale] killed worker's job ${active.id}: completed by the next worker after ${Date.now() - startedAt} ms ` +
        `(retry_count ${retried.retry_count})`,
    );
    expect(retried.retry_count).toBeGreaterThan(active.retry_count);
    const detail = await hrB.get(`/api/jobs/${jobId}/candidates-v2/${session.id}`);
    expect(detail.body.responses[0].transcribedText).toMatch(/customer|problem|call|answer/i);
  });
});

if (!serverUrl && serverRequired()) {
  describe('several HTTP processes and a worker', () => {
    it('has a PostgreSQL server to run against', () => {
      throw new Error(
        'TEST_DATABASE_URL is not set but a PostgreSQL run is required (SAUTI_REQUIRE_PG=1 or CI=true). ' +
          'Start one with: TEST_DATABASE_URL=$(bash test/scripts/pg-server.sh start)',
      );
    });
  });
} else if (!serverUrl) {
  console.warn('[scale] SKIPPED: set TEST_DATABASE_URL (test/scripts/pg-server.sh).');
}
