import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEvaluator } from '@sauti/adapters/evaluation/local/local-evaluator';
import { openAiEvaluatorFromConfig } from '@sauti/adapters/evaluation/openai/openai-evaluator';
import { pooledBuiltInEvaluator } from '@sauti/adapters/evaluation/pool/local-pool';
import { supportInterview } from '@sauti/adapters/evaluation/testing/evaluation-inputs';
import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import { OrmBatchEvaluationStore } from '@sauti/adapters/storage/repositories/batch-evaluation-store';
import { openDatabase, type Database } from '@sauti/adapters/storage/database';
import { migrate } from '@sauti/adapters/storage/migrate';
import { createRepositories } from '@sauti/adapters/storage/repositories/index';
import { Sha256Digest } from '@sauti/adapters/auth/sha256-digest';
import { CryptoIds } from '@sauti/adapters/system/crypto-ids';
import { SystemClock } from '@sauti/adapters/system/system-clock';
import type { Evaluator } from '@sauti/core/ports/evaluator';
import { EvaluateBatch, runBatch } from '@sauti/core/use-cases/evaluation/batch/index';
import { EvaluateSession } from '@sauti/core/use-cases/evaluation/evaluate-session';
import { seedCompletedSessions } from '@sauti/adapters/testing/evaluation-seed';
import { startFakeModelProcess } from './evaluation-fake-model.js';

/** How long the local OpenAI-compatible server takes to answer each call (a session makes one per sample). */
const MODEL_DELAY_MS = 200;

const warmUp = supportInterview();

/** How the sessions go through: one at a time (EvaluateSession each), or the bulk path (EvaluateBatch). */
type BatchPath = 'per session' | 'bulk';

/** One measured batch. */
interface BatchFigure {
  evaluator: string;
  path: BatchPath;
  sessions: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  failed: number;
  /** 1-minute load average when the run ended. */
  load: number;
}

async function timedBatch(
  db: Database,
  evaluator: Evaluator,
  label: string,
  path: BatchPath,
  sessionIds: readonly string[],
  concurrency: number,
): Promise<BatchFigure> {
  const repos = createRepositories(db.orm);
  const deps = {
    jobs: repos.jobs,
    responses: repos.candidateResponses,
    evaluations: repos.evaluations,
    ratings: repos.answerRatings,
    evaluator,
    clock: new SystemClock(),
    ids: new CryptoIds(),
    digest: new Sha256Digest(),
    transcriberConfigured: false,
  };
  const evaluate = new EvaluateSession({ ...deps, sessions: repos.candidateSessions });
  const t0 = performance.now();
  // Re-evaluation (force): what `sauti sessions evaluate --force` does, before (one ORM context and
  // seven round trips per session) and now (pages of reads, grouped writes).
  const summary =
    path === 'bulk'
      ? await new EvaluateBatch({
          ...deps,
          store: new OrmBatchEvaluationStore(db.orm),
          single: evaluate,
          inScope: (work) => db.withContext(work),
        }).execute({ sessionIds, force: true, concurrency })
      : await runBatch(sessionIds, {
          concurrency,
          evaluateOne: (sessionId) =>
            db.withContext(async () => (await evaluate.execute({ sessionId, force: true })).outcome),
        });
  const seconds = (performance.now() - t0) / 1000;
  return {
    evaluator: label,
    path,
    sessions: sessionIds.length,
    concurrency,
    seconds,
    perSecond: sessionIds.length / seconds,
    failed: summary.failed,
    load: loadavg()[0]!,
  };
}

/**
 * Batch re-evaluation of 1,000 completed sessions in an embedded database (temp dir): the built-in
 * evaluators on the main thread and on a worker-thread pool (one per core), one session at a time
 * (the path before issue 20) and in bulk; and the OpenAI-compatible evaluator against a fake model
 * in a child process answering every call after 200 ms, with three samples at concurrency 1, 8 and
 * 32 and one sample at 1 and 32. Returns a markdown section; figures, not assertions.
 */
export async function evaluationBenchmark(log: (line: string) => void = () => {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-bench-eval-'));
  const db = await openDatabase({ dataDir: dir });
  const server = await startFakeModelProcess(MODEL_DELAY_MS);
  const figures: BatchFigure[] = [];
  const localPool = pooledBuiltInEvaluator(new LocalEvaluator())!;
  const rubricPool = pooledBuiltInEvaluator(new RubricEvaluator())!;
  const pools = [localPool, rubricPool];
  const run = async (...args: Parameters<typeof timedBatch> extends [Database, ...infer R] ? R : never) => {
    figures.push(await timedBatch(db, ...args));
    log(JSON.stringify(figures.at(-1)));
  };
  try {
    await migrate(db.orm);
    const seedStart = performance.now();
    const { sessionIds } = await db.withContext(() =>
      seedCompletedSessions(createRepositories(db.orm), 1000),
    );
    log(`seeded ${sessionIds.length} sessions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    // Warm the pools (their workers load the evaluators when they start) outside the timings.
    await Promise.all(
      pools.map((p) => Promise.all(Array.from({ length: 4 * p.threads }, () => p.evaluate(warmUp)))),
    );
    await run(new LocalEvaluator(), 'local-heuristic@1, main thread', 'per session', sessionIds, 32);
    await run(new LocalEvaluator(), 'local-heuristic@1, main thread', 'bulk', sessionIds, 32);
    await run(localPool, 'local-heuristic@1, worker pool', 'bulk', sessionIds, 32);
    await run(new RubricEvaluator(), 'local-rubric@2, main thread', 'per session', sessionIds, 32);
    await run(new RubricEvaluator(), 'local-rubric@2, main thread', 'bulk', sessionIds, 32);
    await run(rubricPool, 'local-rubric@2, worker pool', 'bulk', sessionIds, 32);
    const remote = (samples: number) => {
      const evaluator = openAiEvaluatorFromConfig({
        baseUrl: `${server.origin}/v1`,
        apiKey: 'bench-key',
        model: 'bench-model',
        timeoutMs: 10_000,
        maxRetries: 0,
        samples,
      });
      if (!evaluator) throw new Error('the OpenAI-compatible evaluator was not configured');
      return evaluator;
    };
    // Three samples (the default: three calls one after the other per session) and one. Fewer
    // sessions where a run would otherwise take minutes; the rate is per session either way.
    const sessionsAt = (concurrency: number) =>
      sessionIds.slice(0, concurrency === 1 ? 50 : concurrency === 8 ? 400 : sessionIds.length);
    const llm = (samples: number) =>
      `OpenAI-compatible, ${MODEL_DELAY_MS} ms per call, ${samples} sample${samples > 1 ? 's' : ''}`;
    await run(remote(3), llm(3), 'per session', sessionIds, 32);
    for (const concurrency of [1, 8, 32])
      await run(remote(3), llm(3), 'bulk', sessionsAt(concurrency), concurrency);
    for (const concurrency of [1, 32])
      await run(remote(1), llm(1), 'bulk', sessionsAt(concurrency), concurrency);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
    await server.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
  return report(figures);
}

function report(figures: BatchFigure[]): string {
  const ideal = (f: BatchFigure) => {
    const llmBase = figures.find(
      (b) => b.evaluator === f.evaluator && b.path === 'bulk' && b.concurrency === 1,
    )?.perSecond;
    if (!f.evaluator.startsWith('OpenAI') || !llmBase) return '';
    const speedUp = f.perSecond / llmBase;
    return `${speedUp.toFixed(1)}× (${((speedUp / f.concurrency) * 100).toFixed(0)} % of ${f.concurrency}×)`;
  };
  return [
    '## Batch re-evaluation (`sauti sessions evaluate --force` path, embedded database)',
    '',
    `${availableParallelism()} cores; worker pools of one thread per core.`,
    '',
    '| Evaluator | path | sessions | concurrency | seconds | sessions/s | speed-up vs concurrency 1 (ideal) | failed | load avg |',
    '|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.evaluator} | ${f.path} | ${f.sessions} | ${f.concurrency} | ${f.seconds.toFixed(1)} | ` +
        `${f.perSecond.toFixed(1)} | ${ideal(f)} | ${f.failed} | ${f.load.toFixed(2)} |`,
    ),
    '',
    '"Per session" is the path before issue 20 (EvaluateSession for each session: seven round trips); "bulk" ' +
      'is EvaluateBatch (a page of sessions read in five statements, evaluations inserted in groups). The ' +
      `fake model (a child process) answers every call after ${MODEL_DELAY_MS} ms; a session makes one call per ` +
      'sample, one after the other. Each speed-up is against the same evaluator at concurrency 1 (50 sessions; ' +
      '400 at concurrency 8).',
    '',
  ].join('\n');
}
