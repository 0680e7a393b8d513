import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRequired } from '../storage/contract/harness.js';
import { startPgliteHost, type PgliteHost } from '../storage/embedded/pglite-host.js';
import { initOrm } from '../storage/orm.js';
import { memoryLogger } from '../system/logger.js';
import { PgBossJobQueue, type JobAttempt, type QueueDatabaseOptions } from './pg-boss-queue.js';
import type { QueueTuning } from './queue-settings.js';

const TUNING: QueueTuning = {
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 2,
  pollingIntervalSeconds: 0.5,
  burstWhenBacklogExceeds: 4,
  expireInSeconds: 60,
  heartbeatSeconds: 10,
  concurrency: 1,
  webhookRetryLimit: 3,
  webhookRetryDelayMaxSeconds: 2,
};

/** A database for one variant: where pg-boss connects, and how to clean up. */
interface QueueDatabase {
  options: QueueDatabaseOptions;
  dispose(): Promise<void>;
}

async function embedded(): Promise<QueueDatabase> {
  const host: PgliteHost = await startPgliteHost({});
  return {
    options: { host: host.socketDir, port: host.port, user: 'postgres', database: 'postgres', max: 2 },
    dispose: () => host.stop(),
  };
}

async function server(url: string): Promise<QueueDatabase> {
  // A private schema per run, so runs and other suites on the same database never share jobs.
  const schema = `pgboss_test_${randomBytes(4).toString('hex')}`;
  return {
    options: { connectionString: url, schema, max: 3 },
    async dispose() {
      const orm = await initOrm({ url }, { poolMax: 1 });
      await orm.em.getConnection().execute(`drop schema if exists ${schema} cascade`);
      await orm.close();
    },
  };
}

/** Waits until `check` is true, polling every 50 ms. */
async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function queueContract(open: () => Promise<QueueDatabase>) {
  let database: QueueDatabase;
  let queue: PgBossJobQueue;
  const logger = memoryLogger();
  /** Per responseId: every attempt seen, and what to do with it. */
  const attempts = new Map<string, { at: number; attempt: JobAttempt }[]>();
  const behaviour = new Map<string, (attempt: JobAttempt) => Promise<void>>();
  const evaluated: string[] = [];

  beforeAll(async () => {
    database = await open();
    queue = new PgBossJobQueue(async () => database.options, TUNING, logger);
    await queue.work('transcribe', 2, async ({ responseId }, attempt) => {
      attempts.set(responseId, [...(attempts.get(responseId) ?? []), { at: Date.now(), attempt }]);
      await behaviour.get(responseId)?.(attempt);
    });
  });
  afterAll(async () => {
    await queue?.stop(1_000);
    await database?.dispose();
  });

  it('runs an enqueued job with its payload', async () => {
    const id = randomUUID();
    const jobId = await queue.enqueue('transcribe', { responseId: id });
    expect(jobId).toEqual(expect.any(String));
    await until(() => attempts.has(id));
    expect(attempts.get(id)?.[0]?.attempt).toEqual({ id: jobId, retryCount: 0 });
  });

  it('retries a job whose handler throws, backing off exponentially, until it completes', async () => {
    const id = randomUUID();
    behaviour.set(id, async (attempt) => {
      if (attempt.retryCount < 2) throw new Error(`provider down (attempt ${attempt.retryCount + 1})`);
    });
    await queue.enqueue('transcribe', { responseId: id });
    await until(() => (attempts.get(id)?.length ?? 0) >= 3);
    const seen = attempts.get(id)!;
    expect(seen.map((s) => s.attempt.retryCount)).toEqual([0, 1, 2]);
    // pg-boss waits retryDelay × (2^n/2 + jitter × 2^n/2) before retry n: at least 1 s, then 2 s.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(1_950);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(attempts.get(id)).toHaveLength(3); // completed: never run again
  });

  it('gives up after the retry limit', async () => {
    const id = randomUUID();
    behaviour.set(id, async () => {
      throw new Error('always down');
    });
    await queue.enqueue('transcribe', { responseId: id });
    await until(() => (attempts.get(id)?.length ?? 0) >= 1 + TUNING.retryLimit, 25_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(attempts.get(id)).toHaveLength(1 + TUNING.retryLimit);
  }, 40_000);

  it('collapses jobs with the same singleton key while one is waiting', async () => {
    const session = randomUUID();
    const key = `evaluate:${session}`;
    const first = await queue.enqueue('evaluate', { sessionId: session }, { singletonKey: key });
    const duplicate = await queue.enqueue('evaluate', { sessionId: session }, { singletonKey: key });
    const other = await queue.enqueue(
      'evaluate',
      { sessionId: `${session}-b` },
      { singletonKey: `${key}-b` },
    );
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(other).toEqual(expect.any(String));
    await queue.work('evaluate', 1, async ({ sessionId }) => void evaluated.push(sessionId));
    await until(() => evaluated.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(evaluated.sort()).toEqual([session, `${session}-b`].sort());
    // Once the first has run, the key is free again: new audio gets a new job.
    expect(await queue.enqueue('evaluate', { sessionId: session }, { singletonKey: key })).toEqual(
      expect.any(String),
    );
    await until(() => evaluated.length >= 3);
  });

  it('lets a running job finish when stopped gracefully, then refuses new jobs', async () => {
    const id = randomUUID();
    let finished = false;
    behaviour.set(id, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      finished = true;
    });
    await queue.enqueue('transcribe', { responseId: id });
    await until(() => attempts.has(id));
    await queue.stop(10_000);
    expect(finished).toBe(true);
    await expect(queue.enqueue('transcribe', { responseId: randomUUID() })).rejects.toThrow(/stopped/);
  });
}

describe('pg-boss job queue [PGlite through the socket]', () => {
  queueContract(embedded);
});

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
describe.skipIf(!serverUrl && !serverRequired())('pg-boss job queue [PostgreSQL server]', () => {
  if (!serverUrl) {
    it('has a PostgreSQL server to run against', () => {
      throw new Error(
        'TEST_DATABASE_URL is not set but a PostgreSQL run is required (SAUTI_REQUIRE_PG=1 or CI=true)',
      );
    });
    return;
  }
  queueContract(() => server(serverUrl));
});
