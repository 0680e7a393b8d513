import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer } from '@sauti/adapters/container/container';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { createApp } from '@sauti/http/app';
import { createJob } from '@sauti/http/jobs/job-fixtures';
import { CandidateBrowser, startSession, uploadAnswer } from '@sauti/http/sessions/interview-fixtures';
import { listen } from '@sauti/http/server';
import { TestClient } from '@sauti/http/testing/client';

/**
 * An evaluation request whose enqueue fails still answers 202 (the mark is stored; the page is not
 * to fail over the queue). Before the evaluation sweep nothing ever queued that interview again:
 * it stayed "awaiting evaluation" for good. Now the workers' sweep (start-up, then periodic) does.
 */
describe('interviews awaiting evaluation are swept by the queue workers', () => {
  it('evaluates an interview whose evaluation request could not be queued, after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-eval-sweep-'));
    const start = async () => {
      const logger = memoryLogger();
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://hire.example.test',
        STT_PROVIDER: 'none',
      });
      const app = await buildContainer(config, logger, { migrate: true });
      const running = await listen(createApp(app), '127.0.0.1', 0);
      await app.get(QUEUE.Workers).start();
      return {
        app,
        running,
        logs: logger.lines,
        stop: async () => {
          await running.stop(1_000);
          await app.close();
        },
      };
    };
    try {
      const first = await start();
      let sessionId: string;
      try {
        const hr = new TestClient(first.running.url);
        await hr.post('/api/register', {
          email: 'amina@acme-logistics.co.ke',
          password: 'correct horse 1',
          firstName: 'Amina',
          lastName: 'Odhiambo',
        });
        const job = await createJob(hr, { requireIdentityVerification: 'false' });
        const browser = new CandidateBrowser(first.running.url);
        sessionId = (await startSession(browser, job.id)).id;
        for (let q = 0; q < job.questions.length; q++) {
          expect((await uploadAnswer(browser, sessionId, q)).status).toBe(201);
        }
        expect(
          (await browser.json('PATCH', `/api/sessions/${sessionId}`, { status: 'completed' })).status,
        ).toBe(200);
        // The queue is down: the request is acknowledged, the mark stored, no job exists.
        await first.app.get(QUEUE.Workers).stop(1_000);
        expect((await browser.json('POST', `/api/sessions/${sessionId}/evaluate`, {})).status).toBe(202);
        const evaluations = first.app.get(STORAGE.Repositories).evaluations;
        expect(await evaluations.findLatestBySession(sessionId)).toBeNull();
      } finally {
        await first.stop();
      }

      const second = await start();
      try {
        const evaluations = second.app.get(STORAGE.Repositories).evaluations;
        const deadline = Date.now() + 30_000;
        while (!(await evaluations.findLatestBySession(sessionId)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(await evaluations.findLatestBySession(sessionId)).not.toBeNull();
        expect(second.logs.join('\n')).toContain('1 interview(s) awaiting evaluation were queued');
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('sweeps again while running: an interview marked for evaluation with no job is evaluated without a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-eval-resweep-'));
    const logger = memoryLogger();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://hire.example.test',
      STT_PROVIDER: 'none',
    });
    const app = await buildContainer(config, logger, { migrate: true });
    const running = await listen(createApp(app), '127.0.0.1', 0);
    try {
      await app.get(QUEUE.Workers).start({ resweepIntervalMs: 500 });
      const hr = new TestClient(running.url);
      await hr.post('/api/register', {
        email: 'amina@acme-logistics.co.ke',
        password: 'correct horse 1',
        firstName: 'Amina',
        lastName: 'Odhiambo',
      });
      const job = await createJob(hr, { requireIdentityVerification: 'false' });
      const browser = new CandidateBrowser(running.url);
      const sessionId = (await startSession(browser, job.id)).id;
      for (let q = 0; q < job.questions.length; q++) {
        expect((await uploadAnswer(browser, sessionId, q)).status).toBe(201);
      }
      expect(
        (await browser.json('PATCH', `/api/sessions/${sessionId}`, { status: 'completed' })).status,
      ).toBe(200);
      // The state a lost enqueue or an exhausted job leaves: the request is marked, no job exists.
      const repositories = app.get(STORAGE.Repositories);
      await repositories.candidateSessions.update(sessionId, { evaluationRequestedAt: new Date() });
      const deadline = Date.now() + 30_000;
      while (!(await repositories.evaluations.findLatestBySession(sessionId)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await repositories.evaluations.findLatestBySession(sessionId)).not.toBeNull();
    } finally {
      await running.stop(1_000);
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
