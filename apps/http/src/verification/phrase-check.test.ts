import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { normalisePhrase, NOT_RECOGNISED_MESSAGE } from '@sauti/core/rules/verification-phrase';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import {
  CandidateBrowser,
  startInterviewWorld,
  webmBytes,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { describeWithSpeechTools, speakingVideo } from './speech-video.js';
import { askPhrase, pollStatus, startVerifiedSession, uploadVideo } from './verification-fixtures.js';

/**
 * Sessions tried for one pass. Each has a new random phrase; flite and pocketsphinx are
 * deterministic, so a phrase passes or fails every time. The measured pass rate of the phrase
 * generator is ~80%, so four phrases all failing (~0.2%) means the check is broken.
 */
const SESSIONS_FOR_A_PASS = 4;

describeWithSpeechTools('identity check with real speech (flite → WebM → ffmpeg → pocketsphinx)', () => {
  let world: InterviewWorld;
  beforeAll(async () => {
    world = await startInterviewWorld();
    // As a server up for a minute: `npm start` builds the recogniser's general model at start
    // (main.ts), which the first check would otherwise wait for (~15 s idle, over a minute on a
    // loaded CI machine, past the 60 s poll below).
    await world.server.app.warmUp();
    // The phrase check runs on the durable queue, like in the server with WORKERS=on.
    await world.server.app.get(QUEUE.Workers).start({ queues: ['phrase-check'] });
  }, 300_000);
  afterAll(async () => {
    await world?.server.app.get(QUEUE.Workers).stop(5_000);
    await world?.server.stop();
  });

  it('passes a video of the candidate reading the session phrase', { timeout: 180_000 }, async () => {
    const misses: string[] = [];
    for (let attempt = 0; attempt < SESSIONS_FOR_A_PASS; attempt++) {
      const browser = world.browser();
      const session = await startVerifiedSession(browser, world.verifiedJobId);
      const phrase = (await askPhrase(browser, session.id)).body.phrase as string;
      const upload = await uploadVideo(browser, session.id, await speakingVideo(phrase));
      expect(upload.body).toEqual({ ok: true, status: 'pending' });
      const result = await pollStatus(browser, session.id, (b) => b.phraseMatchExact !== null, 60_000);
      if (result.status === 'passed') {
        expect(result).toEqual({
          status: 'passed',
          phraseMatchExact: true,
          phraseMatchScore: 1,
          hint: null,
          awaitingReview: false,
        });
        const decided = await world.hr.post('/api/verification/admin/update', {
          sessionId: session.id,
          status: 'failed',
        });
        expect(decided.status).toBe(409); // a passed check is no longer HR's to decide
        const resumed = await browser.get(`/api/sessions/${session.id}`);
        expect(resumed.body).toMatchObject({ verificationStatus: 'passed', verificationType: 'video' });
        return;
      }
      expect(result).toMatchObject({ status: 'pending', phraseMatchExact: false });
      expect(typeof result.hint).toBe('string');
      misses.push(phrase);
    }
    expect.fail(`no phrase passed: ${misses.join(' | ')}`);
  });

  it(
    'leaves a video reading another phrase pending, with the hint to retake',
    { timeout: 90_000 },
    async () => {
      const browser = world.browser();
      const session = await startVerifiedSession(browser, world.verifiedJobId);
      await askPhrase(browser, session.id);
      const video = await speakingVideo('the weather is nice and we like to walk by the lake');
      expect((await uploadVideo(browser, session.id, video)).status).toBe(200);
      const result = await pollStatus(browser, session.id, (b) => b.phraseMatchExact !== null, 60_000);
      expect(result).toMatchObject({
        status: 'pending',
        phraseMatchExact: false,
        hint: NOT_RECOGNISED_MESSAGE,
      });
      expect(result.phraseMatchScore as number).toBeLessThan(0.9);
      // HR sees what was heard when deciding
      const failed = await world.hr.post('/api/verification/admin/update', {
        sessionId: session.id,
        status: 'failed',
      });
      expect(failed.body).toMatchObject({ verificationStatus: 'failed', phraseMatchExact: false });
      expect(failed.body.phraseTranscript.length).toBeGreaterThan(0);
      expect(failed.body.phraseNormalizedExpected).toBe(normalisePhrase(failed.body.verificationPhrase));
    },
  );

  it('hears nothing in a video without sound: checked, not matching', { timeout: 60_000 }, async () => {
    const browser = world.browser();
    const session = await startVerifiedSession(browser, world.verifiedJobId);
    await askPhrase(browser, session.id);
    await uploadVideo(browser, session.id, webmBytes(4_000));
    const result = await pollStatus(browser, session.id, (b) => b.phraseMatchExact !== null, 30_000);
    expect(result).toEqual({
      status: 'pending',
      phraseMatchExact: false,
      phraseMatchScore: 0,
      hint: NOT_RECOGNISED_MESSAGE,
      awaitingReview: false,
    });
  });
});

describeWithSpeechTools('identity check without a transcriber', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ STT_PROVIDER: 'none' });
  });
  afterAll(() => server?.stop());

  it('keeps the video pending for HR, with no phrase result', { timeout: 60_000 }, async () => {
    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const job = await createJob(hr, { requireIdentityVerification: 'true' });
    const browser = new CandidateBrowser(server.url);
    const session = await startVerifiedSession(browser, job.id);
    const phrase = (await askPhrase(browser, session.id)).body.phrase as string;
    expect((await uploadVideo(browser, session.id, await speakingVideo(phrase))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const result = await pollStatus(browser, session.id, () => true);
    expect(result).toEqual({
      status: 'pending',
      phraseMatchExact: null,
      phraseMatchScore: null,
      hint: null,
      awaitingReview: true,
    });
  });
});
