import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { AppContainer } from '@sauti/adapters/container/container';
import { completedInterview } from '@sauti/http/sessions/interview-fixtures';
import { startTestApp } from '@sauti/http/testing/test-app';
import { eventually } from '@sauti/adapters/testing/eventually';

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'https://hire.example.test',
  STT_PROVIDER: 'none',
});

/** Waits (30 s at most) for the session's first evaluation. */
const evaluated = (app: AppContainer, sessionId: string) =>
  eventually(
    'an evaluation',
    async () => (await app.get(STORAGE.Repositories).evaluations.findLatestBySession(sessionId)) ?? undefined,
    30_000,
    200,
  );

/**
 * An evaluation request whose enqueue fails still answers 202 (the mark is stored; the page is not
 * to fail over the queue). Before the evaluation sweep nothing ever queued that interview again:
 * it stayed "awaiting evaluation" for good. Now the workers' sweep (start-up, then periodic) does.
 */
describe('interviews awaiting evaluation are swept by the queue workers', () => {
  it('evaluates an interview whose evaluation request could not be queued, after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-eval-sweep-'));
    try {
      const first = await startTestApp(env(dataDir), {}, { workers: true });
      let sessionId: string;
      try {
        const interview = await completedInterview(first);
        sessionId = interview.sessionId;
        // The queue is down: the request is acknowledged, the mark stored, no job exists.
        await first.app.get(QUEUE.Workers).stop(1_000);
        const requested = await interview.browser.json('POST', `/api/sessions/${sessionId}/evaluate`, {});
        expect(requested.status).toBe(202);
        const evaluations = first.app.get(STORAGE.Repositories).evaluations;
        expect(await evaluations.findLatestBySession(sessionId)).toBeNull();
      } finally {
        await first.stop();
      }

      const second = await startTestApp(env(dataDir), {}, { workers: true });
      try {
        await evaluated(second.app, sessionId);
        expect(second.logs.join('\n')).toContain('1 interview(s) awaiting evaluation were queued');
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('sweeps again while running: an interview marked for evaluation with no job is evaluated without a restart', async () => {
    const server = await startTestApp(
      { PUBLIC_URL: 'https://hire.example.test', STT_PROVIDER: 'none' },
      {},
      { workers: { resweepIntervalMs: 500 } },
    );
    try {
      const { sessionId } = await completedInterview(server);
      // The state a lost enqueue or an exhausted job leaves: the request is marked, no job exists.
      const repositories = server.app.get(STORAGE.Repositories);
      await repositories.candidateSessions.update(sessionId, { evaluationRequestedAt: new Date() });
      await evaluated(server.app, sessionId);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
