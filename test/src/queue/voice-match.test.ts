import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer, type AppContainer } from '@sauti/adapters/container/container';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { memoryLogger } from '@sauti/adapters/system/logger';
import type { CandidateSession } from '@sauti/core/domain/candidate-session';
import { createApp } from '@sauti/http/app';
import { createJob } from '@sauti/http/jobs/job-fixtures';
import { CandidateBrowser, startSession, uploadAnswer } from '@sauti/http/sessions/interview-fixtures';
import { listen, type RunningServer } from '@sauti/http/server';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { speechFile } from '@sauti/adapters/testing/speech/generate';

/** Speech of one flite voice as the browser uploads it (WebM/Opus at 24 kbit/s). */
async function spoken(voice: string, text: string): Promise<Buffer> {
  return readFile(await speechFile(text, { format: 'webm', voice }));
}

/**
 * Voice continuity through the real server: warm-up and answers uploaded → voice-match jobs on
 * the queue → the local embedder → isSamePerson per answer and the session's score, read by HR.
 */
describe('answers are voice-matched with the warm-up by the queue workers', () => {
  let dir: string;
  let app: AppContainer;
  let running: RunningServer;
  let hr: TestClient;
  let browser: CandidateBrowser;
  let sessionId: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-voice-queue-'));
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://hire.example.test' });
    app = await buildContainer(config, memoryLogger(), {
      migrate: true,
      queueTuning: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2 },
    });
    running = await listen(createApp(app), '127.0.0.1', 0);
    await app.get(QUEUE.Workers).start();
    hr = new TestClient(running.url);
    await signUp(
      { url: running.url, app },
      { email: 'amina@acme-logistics.co.ke', firstName: 'Amina', lastName: 'Odhiambo' },
      hr,
    );
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    browser = new CandidateBrowser(running.url);
    sessionId = (await startSession(browser, job.id)).id;
  }, 180_000);

  afterAll(async () => {
    await running?.stop(1_000);
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function settled(answers: number): Promise<CandidateSession> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const session = await app.get(STORAGE.Repositories).candidateSessions.findById(sessionId);
      const scores = session?.voiceVerifyScores;
      if (scores && typeof scores === 'object' && Object.keys(scores).length === answers) return session!;
      if (Date.now() > deadline) throw new Error(`voice scores of ${answers} answers never appeared`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('keeps the same voice as the same person and flags another voice', async () => {
    const warmUp = await spoken('slt', 'Hello, my name is Grace and I am ready to start the interview.');
    const enrolled = await browser.postForm(
      '/api/enrollment',
      { sessionId },
      { audio: [warmUp, 'warmup.webm', 'audio/webm'] },
    );
    expect(enrolled.status).toBe(200);
    const same = await spoken('slt', 'I have worked as a software developer for five years in Nairobi.');
    const other = await spoken('awb', 'Customer service means listening first and then acting quickly.');
    expect((await uploadAnswer(browser, sessionId, 0, same)).status).toBe(201);
    expect((await uploadAnswer(browser, sessionId, 1, other)).status).toBe(201);

    const session = await settled(2);
    const scores = session.voiceVerifyScores as Record<string, number>;
    expect(scores['0']).toBeGreaterThanOrEqual(0.5);
    expect(scores['1']).toBeLessThan(0.5);
    expect(session.voiceVerifyScore).toBe(Math.round(((scores['0']! + scores['1']!) / 2) * 100));
    expect(session.voiceVerifyCheckedAt).toBeInstanceOf(Date);

    const answers = await app.get(STORAGE.Repositories).candidateResponses.listBySession(sessionId);
    expect(answers.map((a) => [a.questionIndex, a.isSamePerson])).toEqual([
      [0, true],
      [1, false],
    ]);
    const view = await hr.get(`/api/hr/voice-verification/${sessionId}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ score: session.voiceVerifyScore! / 100 });
  });
});
