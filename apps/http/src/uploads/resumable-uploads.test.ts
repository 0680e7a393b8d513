import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { AUDIO_MAX_BYTES, UPLOAD_MESSAGES } from '@sauti/core/use-cases/interview/limits';
import {
  pngBytes,
  startInterviewWorld,
  startSession,
  webmBytes,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';
import { askPhrase, jpegBytes, startVerifiedSession } from '../verification/verification-fixtures.js';
import {
  createdUpload,
  createUpload,
  droppedPatch,
  patchUpload,
  PIECE,
  sendPieces,
  TUS_HEADERS,
  uploadOffset,
} from './tus-fixtures.js';

let world: InterviewWorld;

beforeAll(async () => {
  world = await startInterviewWorld();
});
afterAll(async () => {
  await world?.server.stop();
});

const answer = (sessionId: string, questionIndex = 0) => ({
  kind: 'answer',
  sessionId,
  questionIndex: String(questionIndex),
});

async function candidate() {
  const browser = world.browser();
  const session = await startSession(browser, world.jobId);
  return { browser, session, token: { 'X-Candidate-Token': session.candidateToken } };
}

/** The audio the server stored for question `index` of the session, as bytes. */
async function storedAnswer(
  browser: ReturnType<InterviewWorld['browser']>,
  sessionId: string,
  index: number,
) {
  const blobs = world.server.app.get(INTERVIEW.Blobs);
  const keys = (
    await (blobs as unknown as { list(f: string): Promise<string[]> }).list(`audio/${sessionId}/`)
  ).filter((key) => key.includes(`/${index}-`));
  expect(keys).toHaveLength(1);
  const res = await browser.get(`/api/audio/${keys[0]!.slice('audio/'.length)}`);
  expect(res.status).toBe(200);
  return res.bytes;
}

describe('resumable uploads (tus) of answers', () => {
  it('stores an answer sent in 64 KB pieces as the one-shot route would', async () => {
    const { browser, session } = await candidate();
    const audio = webmBytes(150_000);
    const path = await createdUpload(browser, audio.length, answer(session.id, 1));
    const last = await sendPieces(browser, path, audio);
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(audio.length));
    expect(last.headers.get('cache-control')).toBe('no-store');
    const refused = await createUpload(browser, AUDIO_MAX_BYTES + 1, answer(session.id, 1));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.answeredQuestionIndexes).toEqual([1]);
    expect(Buffer.compare(await storedAnswer(browser, session.id, 1), Buffer.from(audio))).toBe(0);
  });

  it('resumes a dropped piece from the last byte the server holds', async () => {
    const { browser, session, token } = await candidate();
    const audio = webmBytes(3 * PIECE);
    const path = await createdUpload(browser, audio.length, answer(session.id));
    expect((await patchUpload(browser, path, 0, audio.subarray(0, PIECE))).status).toBe(204);
    // The second piece loses its connection after 20 KB.
    await droppedPatch(world.server.url, path, PIECE, audio.subarray(PIECE, 2 * PIECE), 20_000, token);
    const { status, offset } = await uploadOffset(browser, path);
    expect(status).toBe(200);
    // What arrived is kept: the resend starts past the first piece, at most the piece's length back.
    expect(offset).toBeGreaterThanOrEqual(PIECE);
    expect(offset).toBeLessThanOrEqual(PIECE + 20_000);
    expect((await sendPieces(browser, path, audio, offset!)).status).toBe(204);
    expect(Buffer.compare(await storedAnswer(browser, session.id, 0), Buffer.from(audio))).toBe(0);
  });

  it('stores an answer once however often it is sent, and replaces it with a re-take', async () => {
    const { browser, session } = await candidate();
    const audio = webmBytes(10_000);
    for (let i = 0; i < 2; i++) {
      const path = await createdUpload(browser, audio.length, answer(session.id, 1));
      expect((await sendPieces(browser, path, audio)).status).toBe(204);
      // A confirmation after the end (a client that lost the last answer) hands over again, harmlessly.
      expect((await patchUpload(browser, path, audio.length, new Uint8Array())).status).toBe(204);
    }
    const retake = webmBytes(12_000);
    const path = await createdUpload(browser, retake.length, answer(session.id, 1));
    expect((await sendPieces(browser, path, retake)).status).toBe(204);
    const read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.answeredQuestionIndexes).toEqual([1]);
    expect(Buffer.compare(await storedAnswer(browser, session.id, 1), Buffer.from(retake))).toBe(0);
  });

  it('refuses before any byte what the one-shot route would refuse, in the same words', async () => {
    const { browser, session } = await candidate();
    const tooLarge = await createUpload(browser, AUDIO_MAX_BYTES + 1, answer(session.id));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'TOO_LARGE', message: UPLOAD_MESSAGES.audioSize });

    const noQuestion = await createUpload(browser, 100, answer(session.id, 99));
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body.message).toBe('Question 99 does not exist in this interview.');

    const unknownKind = await createUpload(browser, 100, { kind: 'cv', sessionId: session.id });
    expect(unknownKind.status).toBe(400);

    const deferred = await browser.request('POST', '/api/uploads', {
      headers: { ...TUS_HEADERS, 'Upload-Defer-Length': '1' },
    });
    expect(deferred.status).toBe(400);

    const stranger = world.browser();
    const foreign = await createUpload(stranger, 100, answer(session.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('NOT_FOUND');
  });

  it('refuses a finished file of the wrong type with the one-shot words, and stores nothing', async () => {
    const { browser, session } = await candidate();
    const png = pngBytes();
    const path = await createdUpload(browser, png.length, answer(session.id));
    const refused = await sendPieces(browser, path, png);
    expect(refused.status).toBe(415);
    expect(refused.body).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_MESSAGES.audioType });
    expect((await browser.get(`/api/sessions/${session.id}`)).body.answeredQuestionIndexes).toEqual([]);
  });

  it('refuses answers once the interview is completed', async () => {
    const { browser, session } = await candidate();
    const audio = webmBytes(5_000);
    // Left unfinished (a new upload of the same answer would replace it, so it is the warm-up).
    const path = await createdUpload(browser, audio.length, { kind: 'enrollment', sessionId: session.id });
    expect((await patchUpload(browser, path, 0, audio.subarray(0, 100))).status).toBe(204);
    for (let q = 0; q < world.questions.length; q++) {
      const other = await createdUpload(browser, audio.length, answer(session.id, q));
      expect((await sendPieces(browser, other, audio)).status).toBe(204);
    }
    const completed = await browser.json('PATCH', `/api/sessions/${session.id}`, {
      status: 'completed',
      completedAt: new Date().toISOString(),
      timePerQuestion: world.questions.map(() => 30),
      tabSwitchCount: 0,
    });
    expect(completed.status).toBe(200);
    const late = await sendPieces(browser, path, audio, 100);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('INVALID_STATE');
    expect((await createUpload(browser, 100, answer(session.id))).status).toBe(409);
  });

  it("lets only the session's candidate continue or read an upload", async () => {
    const { browser, session } = await candidate();
    const audio = webmBytes(5_000);
    const path = await createdUpload(browser, audio.length, answer(session.id));
    const other = await candidate();
    expect((await uploadOffset(other.browser, path)).status).toBe(404);
    expect((await patchUpload(other.browser, path, 0, audio)).status).toBe(404);
    expect((await uploadOffset(other.browser, path, { 'X-Candidate-Token': 'forged' })).status).toBe(404);
    expect((await uploadOffset(browser, path)).offset).toBe(0);
  });

  it('answers NUL bytes, control characters and garbled metadata with a 4xx, never a 5xx, and creates nothing', async () => {
    const { browser, session } = await candidate();
    const hostile = [
      answer(`${session.id}\u0000`),
      answer(`\u0000${session.id}`),
      { ...answer(session.id), questionIndex: '0\u0000' },
      { ...answer(session.id), questionIndex: '0\n1' },
      { kind: 'answer\u0000', sessionId: session.id, questionIndex: '0' },
    ];
    for (const fields of hostile) {
      const res = await createUpload(browser, 100, fields);
      expect(res.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    for (const header of ['kind', 'kind !!!,sessionId ###', `sessionId ${'A'.repeat(20_000)}`]) {
      const res = await createUpload(browser, 100, {}, { 'Upload-Metadata': header });
      expect(res.status, header.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.status, header.slice(0, 30)).toBeLessThan(500);
    }
    expect((await browser.get(`/api/sessions/${session.id}`)).body.answeredQuestionIndexes).toEqual([]);
  });

  it('offers no download, no deletion and no look-up of a malformed id', async () => {
    const { browser, session } = await candidate();
    const path = await createdUpload(browser, 100, answer(session.id));
    expect((await browser.get(path)).status).toBe(404);
    expect((await browser.request('DELETE', path, { headers: TUS_HEADERS })).status).toBe(404);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', 'abc%00def', 'A'.repeat(32), `${'a'.repeat(31)}%0a`]) {
      const res = await uploadOffset(browser, `/api/uploads/${bad}`);
      expect(res.status, bad).toBe(404);
    }
  });
});

describe('resumable uploads (tus) of the warm-up and identity media', () => {
  it('stores the warm-up', async () => {
    const { browser, session } = await candidate();
    const audio = webmBytes(70_000);
    const path = await createdUpload(browser, audio.length, { kind: 'enrollment', sessionId: session.id });
    expect((await sendPieces(browser, path, audio)).status).toBe(204);
    expect((await browser.get(`/api/sessions/${session.id}`)).body.enrollmentRecordingUrl).toMatch(
      /enrollment-/,
    );
  });

  it('stores an identity video after the phrase, and a photo', async () => {
    const browser = world.browser();
    const session = await startVerifiedSession(browser, world.verifiedJobId);
    const early = await createUpload(browser, 1_000, { kind: 'identity-video', sessionId: session.id });
    expect(early.status).toBe(409);
    expect((await askPhrase(browser, session.id)).status).toBe(200);
    const video = webmBytes(200_000);
    const path = await createdUpload(browser, video.length, {
      kind: 'identity-video',
      sessionId: session.id,
    });
    expect((await sendPieces(browser, path, video)).status).toBe(204);
    let read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.verificationStatus).toBe('pending');
    expect(read.body.verificationFilePath).toMatch(/\.webm$/);

    const photo = jpegBytes(90_000);
    const photoPath = await createdUpload(browser, photo.length, {
      kind: 'identity-photo',
      sessionId: session.id,
    });
    expect((await sendPieces(browser, photoPath, photo)).status).toBe(204);
    read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.verificationFilePath).toMatch(/\.jpg$/);
  });
});
