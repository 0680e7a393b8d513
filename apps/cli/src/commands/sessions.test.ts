import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { SIGNALS_EVALUATOR_VERSION as LOCAL_EVALUATOR_VERSION } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { seedCompletedSessions } from '@sauti/adapters/testing/evaluation-seed';
import { runSauti as sauti } from '@sauti/cli/testing/run-sauti';

describe('sauti sessions evaluate (while the server runs)', () => {
  let dir: string;
  let server: TestApp;
  let jobId: string;
  let sessionIds: string[];
  const env = () => ({ DATA_DIR: dir });
  const evaluate = (...args: string[]) => sauti(['--json', 'sessions', 'evaluate', ...args], env());
  const evaluationCount = () =>
    server.app.get(STORAGE.RequestScope).run(async () => {
      const latest = await server.app.get(STORAGE.Repositories).evaluations.listLatestBySessions(sessionIds);
      return latest.length;
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-cli-eval-'));
    server = await startTestApp({ DATA_DIR: dir });
    const seeded = await server.app
      .get(STORAGE.RequestScope)
      .run(() => seedCompletedSessions(server.app.get(STORAGE.Repositories), 3));
    ({ jobId, sessionIds } = seeded);
  });
  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists what it would do with --dry-run and changes nothing', async () => {
    const run = await evaluate('--job', jobId, '--dry-run');
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout);
    expect(plan).toMatchObject({ dryRun: true, evaluatorVersion: LOCAL_EVALUATOR_VERSION, total: 3 });
    expect(plan.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual(sessionIds);
    expect(plan.sessions.every((s: { action: string }) => s.action === 'evaluate')).toBe(true);
    expect(await evaluationCount()).toBe(0);

    const window = await evaluate(
      '--since',
      '2025-06-01T08:01:00Z',
      '--until',
      '2025-06-01T08:02:00Z',
      '--dry-run',
    );
    expect(JSON.parse(window.stdout).sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([
      sessionIds[1],
    ]);
  });

  it('evaluates, then skips what is done on a second run, and re-evaluates with --force', async () => {
    const first = await evaluate('--job', jobId, '--concurrency', '2');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ total: 3, evaluated: 3, skipped: 0, failed: 0 });
    expect(first.stderr).toContain('3/3');
    expect(await evaluationCount()).toBe(3);

    const again = await evaluate('--all');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ total: 3, evaluated: 0, skipped: 3, failed: 0 });

    const current = await evaluate('--evaluator-version', LOCAL_EVALUATOR_VERSION, '--dry-run');
    expect(JSON.parse(current.stdout).total).toBe(3);
    const older = await evaluate('--evaluator-version', 'local-heuristic@1', '--dry-run');
    expect(JSON.parse(older.stdout).total).toBe(0);

    // On the main thread (the first run used the worker pool, one thread per core).
    const forced = await sauti(['sessions', 'evaluate', '--all', '--force', '--workers', '0'], env());
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('Evaluated 3, skipped 0, failed 0 of 3 session(s)');
  });

  it('refuses a missing, doubled or malformed selector with exit code 2', async () => {
    const none = await evaluate();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('one of --job, --session, --since/--until, --evaluator-version or --all');
    const two = await evaluate('--job', jobId, '--all');
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('got --job, --all');
    const badDate = await evaluate('--since', 'yesterday');
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('--since');
    const badConcurrency = await evaluate('--all', '--concurrency', '65');
    expect(badConcurrency.code).toBe(2);
    const badWorkers = await evaluate('--all', '--workers', '-1');
    expect(badWorkers.code).toBe(2);
    expect(badWorkers.stderr).toContain('--workers: expected a whole number from 0 to 64');
  });

  it('reports failing sessions with their reasons and exits 1', async () => {
    // An OpenAI-compatible evaluator whose server is not there: every evaluation fails.
    const run = await sauti(
      ['--json', 'sessions', 'evaluate', '--session', sessionIds[0]!, '--session', 'no-such-session'],
      { ...env(), LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: '1000' },
    );
    expect(run.code).toBe(1);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ total: 2, evaluated: 0, skipped: 0, failed: 2 });
    expect(summary.evaluatorVersion).toMatch(/^openai:/);
    expect(summary.failures[1]).toEqual({ sessionId: 'no-such-session', reason: 'session not found' });
    expect(summary.failures[0].sessionId).toBe(sessionIds[0]);
    expect(summary.failures[0].reason.length).toBeGreaterThan(0);
  });
});
