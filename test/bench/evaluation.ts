import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { goodAnswerFor } from '@sauti/adapters/evaluation/openai/testing/evaluation-fixture';
import { LocalEvaluator } from '@sauti/adapters/evaluation/local/local-evaluator';
import { openAiEvaluatorFromConfig } from '@sauti/adapters/evaluation/openai/openai-evaluator';
import { openDatabase, type Database } from '@sauti/adapters/storage/database';
import { migrate } from '@sauti/adapters/storage/migrate';
import { createRepositories } from '@sauti/adapters/storage/repositories/index';
import { CryptoIds } from '@sauti/adapters/system/crypto-ids';
import { SystemClock } from '@sauti/adapters/system/system-clock';
import type { Evaluator } from '@sauti/core/ports/evaluator';
import { runBatch } from '@sauti/core/use-cases/evaluation/batch/index';
import { EvaluateSession } from '@sauti/core/use-cases/evaluation/evaluate-session';
import {
  startOpenAiChatServer,
  type ChatCompletionBody,
} from '@sauti/adapters/testing/wire/openai-chat-server';
import { seedCompletedSessions } from '@sauti/adapters/testing/evaluation-seed';

/** How long the local OpenAI-compatible server takes to answer each evaluation. */
const MODEL_DELAY_MS = 200;

/** One measured batch. */
interface BatchFigure {
  evaluator: string;
  sessions: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  failed: number;
}

/** A model answer valid for the seeded job (criteria, sub-criteria, a score per answer of the request). */
function modelAnswer(body: ChatCompletionBody): string {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  return JSON.stringify(goodAnswerFor(user, (id) => (id === 'leadership' ? 'Influence' : 'Clarity')));
}

async function timedBatch(
  db: Database,
  evaluator: Evaluator,
  label: string,
  sessionIds: readonly string[],
  concurrency: number,
): Promise<BatchFigure> {
  const repos = createRepositories(db.orm);
  const evaluate = new EvaluateSession({
    jobs: repos.jobs,
    sessions: repos.candidateSessions,
    responses: repos.candidateResponses,
    evaluations: repos.evaluations,
    evaluator,
    clock: new SystemClock(),
    ids: new CryptoIds(),
    transcriberConfigured: false,
  });
  const t0 = performance.now();
  const summary = await runBatch(sessionIds, {
    concurrency,
    // Re-evaluation (force), one ORM context per session: what `sauti sessions evaluate --force` does.
    evaluateOne: (sessionId) =>
      db.withContext(async () => (await evaluate.execute({ sessionId, force: true })).outcome),
  });
  const seconds = (performance.now() - t0) / 1000;
  return {
    evaluator: label,
    sessions: sessionIds.length,
    concurrency,
    seconds,
    perSecond: sessionIds.length / seconds,
    failed: summary.failed,
  };
}

/**
 * Batch re-evaluation of 1,000 completed sessions in an embedded database (temp dir): with the
 * local evaluator, and with the OpenAI-compatible evaluator against a local chat server answering
 * after 200 ms, at concurrency 1, 8 and 32 (the slow server at concurrency 1 runs 200 sessions to
 * keep the run bounded). Returns a markdown section; figures, not assertions.
 */
export async function evaluationBenchmark(log: (line: string) => void = () => {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-bench-eval-'));
  const db = await openDatabase({ dataDir: dir });
  const server = await startOpenAiChatServer((body) => ({ content: modelAnswer(body) }));
  const figures: BatchFigure[] = [];
  try {
    await migrate(db.orm);
    const seedStart = performance.now();
    const { sessionIds } = await db.withContext(() =>
      seedCompletedSessions(createRepositories(db.orm), 1000),
    );
    log(`seeded ${sessionIds.length} sessions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const local = new LocalEvaluator();
    const remote = openAiEvaluatorFromConfig({
      baseUrl: `${server.origin}/v1`,
      apiKey: 'bench-key',
      model: 'bench-model',
      timeoutMs: 10_000,
      maxRetries: 0,
    });
    if (!remote) throw new Error('the OpenAI-compatible evaluator was not configured');
    for (const concurrency of [1, 8, 32]) {
      figures.push(await timedBatch(db, local, 'local', sessionIds, concurrency));
      log(JSON.stringify(figures.at(-1)));
    }
    for (const concurrency of [1, 8, 32]) {
      const ids = concurrency === 1 ? sessionIds.slice(0, 200) : sessionIds;
      // Every answer waits MODEL_DELAY_MS before it is sent.
      server.failNext({ kind: 'slow', delayMs: MODEL_DELAY_MS }, ids.length);
      figures.push(await timedBatch(db, remote, `OpenAI-compatible, ${MODEL_DELAY_MS} ms`, ids, concurrency));
      server.clearFaults();
      log(JSON.stringify(figures.at(-1)));
    }
  } finally {
    await server.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
  return report(figures);
}

function report(figures: BatchFigure[]): string {
  const base = (f: BatchFigure) =>
    figures.find((g) => g.evaluator === f.evaluator && g.concurrency === 1)?.perSecond ?? f.perSecond;
  return [
    '## Batch re-evaluation (`sauti sessions evaluate --force` path, embedded database)',
    '',
    '| Evaluator | sessions | concurrency | seconds | sessions/s | speed-up vs concurrency 1 | failed |',
    '|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.evaluator} | ${f.sessions} | ${f.concurrency} | ${f.seconds.toFixed(1)} | ` +
        `${f.perSecond.toFixed(1)} | ${(f.perSecond / base(f)).toFixed(2)}× | ${f.failed} |`,
    ),
    '',
    `The slow-server run at concurrency 1 covers 200 of the 1,000 sessions (about ${200 * (MODEL_DELAY_MS / 1000)} s of ` +
      'model time alone); its rate is what the speed-ups are measured against.',
    '',
  ].join('\n');
}
