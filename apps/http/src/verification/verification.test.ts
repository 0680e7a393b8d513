import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import {
  PHOTO_MAX_BYTES,
  VERIFICATION_MESSAGES,
  VIDEO_MAX_BYTES,
} from '@sauti/core/use-cases/verification/limits';
import {
  pdfBytes,
  pngBytes,
  startInterviewWorld,
  webmBytes,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';
import {
  askPhrase,
  jpegBytes,
  mp4Bytes,
  startVerifiedSession,
  status,
  uploadPhoto,
  uploadVideo,
} from './verification-fixtures.js';

let world: InterviewWorld;

beforeAll(async () => {
  world = await startInterviewWorld();
});
afterAll(() => world?.server.stop());

/** A candidate of the verified job who has asked for the phrase. */
async function candidateWithPhrase() {
  const browser = world.browser();
  const session = await startVerifiedSession(browser, world.verifiedJobId);
  const phrase = await askPhrase(browser, session.id);
  expect(phrase.status).toBe(200);
  return { browser, session, phrase: phrase.body.phrase as string };
}

const PHRASE_SHAPE =
  /^([a-z]+ ){4}(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine)$/;

describe('POST /api/verification/phrase', () => {
  it('gives a random phrase of four words and a spelled number, the same on every call', async () => {
    const { browser, session, phrase } = await candidateWithPhrase();
    expect(phrase).toMatch(PHRASE_SHAPE);
    expect(new Set(phrase.split(' ').slice(0, 4)).size).toBe(4);
    const again = await askPhrase(world.browser(), session.id, { 'x-candidate-token': session.token });
    expect(again.body).toEqual({ phrase });
    const resumed = await browser.get(`/api/sessions/${session.id}`);
    expect(resumed.body).toMatchObject({ verificationPhrase: phrase, verificationStatus: 'missing' });
    const other = await candidateWithPhrase();
    expect(other.phrase).not.toBe(phrase); // 1 in ~17 million to collide
  });

  it('answers 404 to another candidate, HR and a bad id, 400 without a session id', async () => {
    const { session } = await candidateWithPhrase();
    const stranger = world.browser();
    await startVerifiedSession(stranger, world.verifiedJobId);
    for (const res of [
      await askPhrase(stranger, session.id),
      await askPhrase(world.browser(), session.id, { 'x-candidate-token': 'A'.repeat(43) }),
      await world.hr.post('/api/verification/phrase', { sessionId: session.id }),
      await askPhrase(world.browser(), 'not-a-uuid'),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await world.browser().json('POST', '/api/verification/phrase', {})).status).toBe(400);
  });
});

describe('POST /api/verification/upload', () => {
  it('stores a webm or mp4 video by content as pending; the resumed session shows the file', async () => {
    const { browser, session } = await candidateWithPhrase();
    const res = await uploadVideo(browser, session.id, webmBytes(5_000));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, status: 'pending' });
    const resumed = await browser.get(`/api/sessions/${session.id}`);
    expect(resumed.body).toMatchObject({ verificationType: 'video', verificationStatus: 'pending' });
    expect(resumed.body.verificationFilePath).toMatch(new RegExp(`^${session.id}/[0-9a-f-]{36}\\.webm$`));
    const mp4 = await browser.postForm(
      '/api/verification/upload',
      { sessionId: session.id },
      { video: [mp4Bytes(), 'clip.mov', 'video/quicktime'] },
    );
    expect(mp4.body).toEqual({ ok: true, status: 'pending' });
    expect((await browser.get(`/api/sessions/${session.id}`)).body.verificationFilePath).toMatch(/\.mp4$/);
  });

  it('refuses other types (415), a missing video (400), no phrase yet (409) and other candidates (404)', async () => {
    const { browser, session } = await candidateWithPhrase();
    for (const [bytes, name] of [
      [pngBytes(), 'clip.webm'],
      [pdfBytes(), 'clip.webm'],
      [jpegBytes(), 'clip.mp4'],
    ] as const) {
      const res = await browser.postForm(
        '/api/verification/upload',
        { sessionId: session.id },
        { video: [bytes, name, 'video/webm'] },
      );
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: VERIFICATION_MESSAGES.videoType });
    }
    const missing = await browser.postForm('/api/verification/upload', { sessionId: session.id });
    expect(missing.status).toBe(400);
    const fresh = world.browser();
    const unphrased = await startVerifiedSession(fresh, world.verifiedJobId);
    const early = await uploadVideo(fresh, unphrased.id, webmBytes());
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(VERIFICATION_MESSAGES.phraseFirst);
    expect((await uploadVideo(fresh, session.id, webmBytes())).status).toBe(404);
    expect((await uploadVideo(world.browser(), session.id, webmBytes())).status).toBe(404);
    const json = await browser.json('POST', '/api/verification/upload', { sessionId: session.id });
    expect(json.status).toBe(415);
  });

  it('refuses a video over 25 MB with 413 TOO_LARGE while it streams in', async () => {
    const { browser, session } = await candidateWithPhrase();
    const res = await uploadVideo(browser, session.id, webmBytes(VIDEO_MAX_BYTES));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'TOO_LARGE', message: 'Upload failed. The video is too large.' });
    expect((await browser.get(`/api/sessions/${session.id}`)).body.verificationFilePath).toBeNull();
  });
});

describe('POST /api/verification/photo-upload', () => {
  it('stores a JPEG as pending for HR; other types 415, over 5 MB 413', async () => {
    const browser = world.browser();
    const session = await startVerifiedSession(browser, world.verifiedJobId);
    const png = await uploadPhoto(browser, session.id, pngBytes());
    expect(png.status).toBe(415);
    expect(png.body.message).toBe(VERIFICATION_MESSAGES.photoType);
    const big = await uploadPhoto(browser, session.id, jpegBytes(PHOTO_MAX_BYTES));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('TOO_LARGE');
    expect((await uploadPhoto(world.browser(), session.id, jpegBytes())).status).toBe(404);
    const ok = await uploadPhoto(browser, session.id, jpegBytes());
    expect(ok.body).toEqual({ ok: true, status: 'pending' });
    const polled = await status(browser, session.id);
    expect(polled.body).toEqual({
      status: 'pending',
      phraseMatchExact: null,
      phraseMatchScore: null,
      hint: null,
      awaitingReview: true,
    });
    const resumed = await browser.get(`/api/sessions/${session.id}`);
    expect(resumed.body).toMatchObject({ verificationType: 'photo', verificationStatus: 'pending' });
    expect(resumed.body.verificationFilePath).toMatch(/\.jpg$/);
  });
});

describe('GET /api/verification/status', () => {
  it('answers the candidate only, never from a cache', async () => {
    const { browser, session } = await candidateWithPhrase();
    const res = await status(browser, session.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ status: 'missing', phraseMatchExact: null, hint: null });
    expect((await status(world.browser(), session.id)).status).toBe(404);
    expect((await world.hr.get(`/api/verification/status?sessionId=${session.id}`)).status).toBe(404);
    expect((await browser.get('/api/verification/status')).status).toBe(400);
  });
});

describe('POST /api/verification/admin/update', () => {
  it('lets HR of the organisation pass or fail a pending check once', async () => {
    const { browser, session } = await candidateWithPhrase();
    await uploadPhoto(browser, session.id, jpegBytes());
    expect(
      (
        await world.stranger.post('/api/verification/admin/update', {
          sessionId: session.id,
          status: 'passed',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await world.visitor.post('/api/verification/admin/update', {
          sessionId: session.id,
          status: 'passed',
        })
      ).status,
    ).toBe(401);
    expect(
      (await world.hr.post('/api/verification/admin/update', { sessionId: session.id, status: 'maybe' }))
        .status,
    ).toBe(400);
    const passed = await world.colleague.post('/api/verification/admin/update', {
      sessionId: session.id,
      status: 'passed',
    });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({
      sessionId: session.id,
      verificationStatus: 'passed',
      verificationType: 'photo',
    });
    expect(Date.parse(passed.body.verifiedAt)).not.toBeNaN();
    const again = await world.hr.post('/api/verification/admin/update', {
      sessionId: session.id,
      status: 'failed',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'INVALID_STATE', status: 'passed' });
    expect((await status(browser, session.id)).body.status).toBe('passed');
    const late = await uploadVideo(browser, session.id, webmBytes());
    expect(late.status).toBe(409);
  });

  it('refuses a check that is not pending (409) and records a failure without verifiedAt', async () => {
    const { browser, session } = await candidateWithPhrase();
    const early = await world.hr.post('/api/verification/admin/update', {
      sessionId: session.id,
      status: 'failed',
    });
    expect(early.status).toBe(409);
    await uploadVideo(browser, session.id, webmBytes());
    const failed = await world.hr.post('/api/verification/admin/update', {
      sessionId: session.id,
      status: 'failed',
    });
    expect(failed.body).toMatchObject({ verificationStatus: 'failed', verifiedAt: null });
    expect((await uploadPhoto(browser, session.id, jpegBytes())).status).toBe(409);
  });
});

describe('GET /api/verification/{path}', () => {
  it('serves the current file, with ranges, to the candidate and HR of the organisation only', async () => {
    const { browser, session } = await candidateWithPhrase();
    const video = webmBytes(3_000);
    await uploadVideo(browser, session.id, video);
    const path = (await browser.get(`/api/sessions/${session.id}`)).body.verificationFilePath as string;
    const whole = await browser.get(`/api/verification/${path}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.compare(whole.bytes, Buffer.from(video))).toBe(0);
    const part = await browser.get(`/api/verification/${path}`, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.bytes.length).toBe(10);
    const hr = await world.hr.request('GET', `/api/verification/${path}`, undefined, { range: 'bytes=5-' });
    expect(hr.status).toBe(206);
    expect((await browser.get(`/api/verification/${path}`, { range: 'bytes=999999-' })).status).toBe(416);
    for (const res of [
      await world.stranger.get(`/api/verification/${path}`),
      await world.visitor.get(`/api/verification/${path}`),
      await world.browser().get(`/api/verification/${path}`),
      await browser.get(`/api/verification/${session.id}/..%2f${path}`), // fetch itself resolves a plain ../
      await browser.get(`/api/verification/${session.id}/%2e%2e%2f%2e%2e%2fsecret.webm`),
      await browser.get(`/api/verification/${path.replace(/\.webm$/, '.jpg')}`),
    ]) {
      expect(res.status).toBe(404);
    }
    await uploadVideo(browser, session.id, webmBytes());
    expect((await browser.get(`/api/verification/${path}`)).status).toBe(404); // replaced and removed
  });
});

describe('GET /api/hr/voice-verification/{sessionId}', () => {
  async function setVoiceScore(sessionId: string, voiceVerifyScore: number | null) {
    const app = world.server.app;
    await app
      .get(STORAGE.RequestScope)
      .run(() => app.get(STORAGE.Repositories).candidateSessions.update(sessionId, { voiceVerifyScore }));
  }

  it('gives HR of the organisation the score and band: Loading, Voice Match, Needs Review', async () => {
    const { session } = await candidateWithPhrase();
    const path = `/api/hr/voice-verification/${session.id}`;
    expect((await world.hr.get(path)).body).toEqual({ score: null, band: 'Loading', autoVerified: false });
    await setVoiceScore(session.id, 85);
    expect((await world.hr.get(path)).body).toEqual({ score: 0.85, band: 'Voice Match', autoVerified: true });
    await setVoiceScore(session.id, 50);
    expect((await world.colleague.get(path)).body).toEqual({
      score: 0.5,
      band: 'Voice Match',
      autoVerified: false,
    });
    await setVoiceScore(session.id, 1);
    expect((await world.hr.get(path)).body).toEqual({ score: 1, band: 'Voice Match', autoVerified: true });
    await setVoiceScore(session.id, 49);
    expect((await world.hr.get(path)).body).toEqual({
      score: 0.49,
      band: 'Needs Review',
      autoVerified: false,
    });
    expect((await world.stranger.get(path)).status).toBe(404);
    expect((await world.visitor.get(path)).status).toBe(401);
    expect((await world.hr.get('/api/hr/voice-verification/not-a-uuid')).status).toBe(404);
  });
});
