import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { completedInterview } from '@sauti/http/sessions/interview-fixtures';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';

const bin = fileURLToPath(new URL('../../bin/sauti.js', import.meta.url));

/** `sauti worker` as a separate process beside a server that holds the embedded database. */
describe('sauti worker', () => {
  let server: TestApp;
  let sessionId: string;

  beforeAll(async () => {
    server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test' });
    // A completed interview: one answer per question, then completion (only completed sessions are evaluated).
    sessionId = (await completedInterview(server)).sessionId;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('processes a job another process enqueued and exits cleanly on SIGTERM with its counts', async () => {
    const dataDir = dataDirOf(server);
    const child = spawn(
      process.execPath,
      [bin, '--json', 'worker', '--queues', 'evaluate', '--concurrency', '1'],
      {
        env: { ...process.env, DATA_DIR: dataDir, STT_PROVIDER: 'none', LOG_LEVEL: 'info' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      await waitFor(
        () => stderr.includes('sauti worker: ready'),
        60_000,
        () => stderr,
      );
      const evaluations = server.app.get(STORAGE.Repositories).evaluations;
      expect(await evaluations.findLatestBySession(sessionId)).toBeNull();

      await server.app
        .get(QUEUE.JobQueue)
        .enqueue('evaluate', { sessionId }, { singletonKey: `evaluate:${sessionId}` });
      await waitFor(
        () => stderr.includes('→ evaluated'),
        30_000,
        () => stderr,
      );
      // Evaluated by the worker process (no STT there: the gate marks the answers not assessable).
      const evaluation = await evaluations.findLatestBySession(sessionId);
      expect(evaluation).not.toBeNull();
      expect((evaluation!.detailedAnalysis as { needsHumanReview?: boolean }).needsHumanReview).toBe(true);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(JSON.parse(stdout)).toEqual({
        queues: ['evaluate'],
        swept: 0,
        counts: { evaluate: { processed: 1, failed: 0 } },
        signal: 'SIGTERM',
      });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('refuses an unknown queue name', async () => {
    const child = spawn(process.execPath, [bin, '--json', 'worker', '--queues', 'transcribe,mail'], {
      env: { ...process.env, DATA_DIR: dataDirOf(server) },
    });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: expect.stringContaining('mail'),
    });
  });
});

function dataDirOf(server: TestApp): string {
  return server.app.get(TOKENS.Config).dataDir;
}

async function waitFor(check: () => boolean, timeoutMs: number, context: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
