import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { SPOOL_FILE_MEMORY_BYTES, spooledBytesInMemory } from '../uploads/spooled-file.js';
import { AUDIO_MAX_BYTES, UPLOAD_MESSAGES } from '@sauti/core/use-cases/interview/limits';
import { audioKey } from '@sauti/core/use-cases/interview/media-keys';
import {
  pngBytes,
  startInterviewWorld,
  startSession,
  uploadAnswer,
  webmBytes,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';

let world: InterviewWorld;
let uploadsTmp: string;
const originalTmp = process.env.TMPDIR;

beforeAll(async () => {
  // Uploads of this file's server land here, so the test can see that none is left behind.
  uploadsTmp = await mkdtemp(join(tmpdir(), 'sauti-responses-test-'));
  process.env.TMPDIR = uploadsTmp;
  world = await startInterviewWorld();
});
afterAll(async () => {
  await world?.server.stop();
  process.env.TMPDIR = originalTmp;
  await rm(uploadsTmp, { recursive: true, force: true });
});

describe('POST /api/responses', () => {
  it('stores an answer with the stored question id and text', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const res = await uploadAnswer(browser, session.id, 1);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sessionId: session.id,
      questionIndex: 1,
      questionId: world.questions[1]!.id,
      questionText: world.questions[1]!.text,
      duration: null,
      created: true,
    });
    expect(res.body.audioFilePath).toMatch(new RegExp(`^${session.id}/1-[0-9a-f]{32}\\.webm$`));
  });

  it('is idempotent: a retried upload, even concurrent, leaves one row with the same id', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const audio = webmBytes();
    const first = await uploadAnswer(browser, session.id, 0, audio);
    const retries = await Promise.all([1, 2, 3].map(() => uploadAnswer(browser, session.id, 0, audio)));
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual({ ...first.body, created: false });
    }
    const read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.answeredQuestionIndexes).toEqual([0]);
  });

  it('replaces the audio of a re-take in the same row and drops the old file', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const blobs = world.server.app.get(INTERVIEW.Blobs);
    const first = await uploadAnswer(browser, session.id, 0);
    expect(await blobs.stat(audioKey(first.body.audioFilePath))).not.toBeNull();
    const retake = await uploadAnswer(browser, session.id, 0, webmBytes(3_000));
    expect(retake.status).toBe(200);
    expect(retake.body).toMatchObject({ id: first.body.id, created: false });
    expect(retake.body.audioFilePath).not.toBe(first.body.audioFilePath);
    expect((await browser.get(`/api/audio/${first.body.audioFilePath}`)).status).toBe(404);
    expect((await browser.get(`/api/audio/${retake.body.audioFilePath}`)).status).toBe(200);
    // The route answers 404 for any path no row names, so only the store shows the old file is gone.
    expect(await blobs.stat(audioKey(first.body.audioFilePath))).toBeNull();
    expect(await blobs.stat(audioKey(retake.body.audioFilePath))).not.toBeNull();
  });

  it('accepts ogg and mp4 audio by content', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const ogg = Buffer.concat([Buffer.from('OggS'), webmBytes(100).subarray(4)]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), webmBytes(100)]);
    const a = await uploadAnswer(browser, session.id, 0, ogg);
    const b = await uploadAnswer(browser, session.id, 1, mp4);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.audioFilePath).toMatch(/\.ogg$/);
    expect(b.body.audioFilePath).toMatch(/\.m4a$/);
    expect((await browser.get(`/api/audio/${b.body.audioFilePath}`)).headers.get('content-type')).toBe(
      'audio/mp4',
    );
  });

  it('refuses bad input: unknown question, bad index, no audio, wrong type, too large', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const outOfRange = await uploadAnswer(browser, session.id, 2);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe('Question 2 does not exist in this interview.');
    const notNumber = await browser.postForm(
      '/api/responses',
      { sessionId: session.id, questionIndex: 'first' },
      { audio: [webmBytes(), 'a.webm'] },
    );
    expect(notNumber.status).toBe(400);
    const noAudio = await browser.postForm('/api/responses', { sessionId: session.id, questionIndex: '0' });
    expect(noAudio.status).toBe(400);
    expect(noAudio.body.message).toBe(UPLOAD_MESSAGES.audioRequired);
    const png = await browser.postForm(
      '/api/responses',
      { sessionId: session.id, questionIndex: '0' },
      { audio: [pngBytes(), 'answer.webm', 'audio/webm'] },
    );
    expect(png.status).toBe(415);
    expect(png.body.message).toBe(UPLOAD_MESSAGES.audioType);
    const big = await uploadAnswer(browser, session.id, 0, webmBytes(AUDIO_MAX_BYTES));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'TOO_LARGE', message: UPLOAD_MESSAGES.audioSize });
    expect((await browser.get(`/api/sessions/${session.id}`)).body.answeredQuestionIndexes).toEqual([]);
  });

  it('stores a small answer (held in memory) and a large one (spilled to disk) byte for byte', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    // One question each; a re-take of question 0 replaces the first.
    const takes = [
      [0, 2_500],
      [1, SPOOL_FILE_MEMORY_BYTES],
      [0, SPOOL_FILE_MEMORY_BYTES * 3],
    ] as const;
    for (const [index, size] of takes) {
      const audio = webmBytes(size);
      const res = await uploadAnswer(browser, session.id, index, audio);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300); // a re-take answers 200
      const stored = await browser.get(`/api/audio/${res.body.audioFilePath}`);
      expect(stored.status).toBe(200);
      expect(Buffer.compare(stored.bytes, Buffer.from(audio)), `${size} bytes`).toBe(0);
    }
  });

  it('accepts a recording of exactly the limit and refuses one byte more', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const header = webmBytes(0).length;
    expect((await uploadAnswer(browser, session.id, 0, webmBytes(AUDIO_MAX_BYTES - header))).status).toBe(
      201,
    );
    expect((await uploadAnswer(browser, session.id, 1, webmBytes(AUDIO_MAX_BYTES - header + 1))).status).toBe(
      413,
    );
  });

  it('answers 404 for another candidate’s session or without a credential', async () => {
    const owner = world.browser();
    const session = await startSession(owner, world.jobId);
    const other = world.browser();
    await startSession(other, world.jobId);
    for (const res of [
      await uploadAnswer(other, session.id, 0),
      await uploadAnswer(world.browser(), session.id, 0),
      await uploadAnswer(world.browser(), 'not-a-session', 0),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(
      (
        await uploadAnswer(world.browser(), session.id, 0, webmBytes(), {
          'x-candidate-token': session.candidateToken,
        })
      ).status,
    ).toBe(201);
  });

  it('leaves no temporary upload files behind, accepted or refused', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    await uploadAnswer(browser, session.id, 0);
    await uploadAnswer(browser, session.id, 1, pngBytes());
    await uploadAnswer(browser, session.id, 1, webmBytes(AUDIO_MAX_BYTES + 10));
    await browser.request('POST', '/api/responses', {
      body: '--b\r\nContent-Disposition: form-data; name="audio"; filename="a.webm"\r\n\r\nxx',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    // The large one spilled to a temporary file (over SPOOL_FILE_MEMORY_BYTES); small ones stayed in memory.
    const spillDirs = (await readdir(uploadsTmp)).filter((name) => name.startsWith('sauti-upload-'));
    expect(spillDirs).toHaveLength(1);
    expect(await readdir(join(uploadsTmp, spillDirs[0]!))).toEqual([]);
    expect(spooledBytesInMemory()).toBe(0);
  });
});

describe('POST /api/enrollment', () => {
  it('stores the warm-up, sets enrollmentRecordingUrl, and is idempotent', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const audio = webmBytes();
    const form = () =>
      browser.postForm('/api/enrollment', { sessionId: session.id }, { audio: [audio, 'w.webm'] });
    const res = await form();
    expect(res.status).toBe(200);
    expect(res.body.enrollmentRecordingUrl).toMatch(
      new RegExp(`^${session.id}/enrollment-[0-9a-f]{32}\\.webm$`),
    );
    expect((await form()).body).toEqual(res.body);
    const read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.enrollmentRecordingUrl).toBe(res.body.enrollmentRecordingUrl);
    const audioRead = await browser.get(`/api/audio/${res.body.enrollmentRecordingUrl}`);
    expect(audioRead.status).toBe(200);
    expect(Buffer.compare(audioRead.bytes, Buffer.from(audio))).toBe(0);
  });

  it('refuses a wrong type, a missing file and a stranger', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const png = await browser.postForm(
      '/api/enrollment',
      { sessionId: session.id },
      { audio: [pngBytes(), 'w.webm'] },
    );
    expect(png.status).toBe(415);
    const none = await browser.postForm('/api/enrollment', { sessionId: session.id });
    expect(none.status).toBe(400);
    const stranger = await world
      .browser()
      .postForm('/api/enrollment', { sessionId: session.id }, { audio: [webmBytes(), 'w.webm'] });
    expect(stranger.status).toBe(404);
  });
});
