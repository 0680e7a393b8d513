import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import {
  pngBytes,
  startInterviewWorld,
  startSession,
  webmBytes,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';
import { TRANSCRIBE_FAILED_MESSAGE } from './routes.js';

let world: InterviewWorld;
beforeAll(async () => {
  world = await startInterviewWorld(); // default STT: offline pocketsphinx (installed here and in CI)
});
afterAll(() => world?.server.stop());

// The real offline recogniser decodes on the CPU (about 25 s for this clip on a quiet 2-core machine,
// over 60 s once the other suites and a benchmark share it), so these two get the time the
// recogniser-backed tests elsewhere have (phrase-check.test.ts).
const RECOGNISER_TIMEOUT = 180_000;

describe('POST /api/transcribe', () => {
  it(
    "transcribes the candidate's clip now with the configured speech-to-text",
    { timeout: RECOGNISER_TIMEOUT },
    async () => {
      const candidate = world.browser();
      const session = await startSession(candidate, world.jobId);
      const clip = await readFile(
        await speechFile('I have five years of experience in logistics and customer service', {
          format: 'webm',
        }),
      );
      const res = await candidate.postForm(
        '/api/transcribe',
        { sessionId: session.id },
        { audio: [clip, 'take.webm', 'audio/webm'] },
      );
      expect(res.status).toBe(200);
      const heard = ['years', 'experience', 'logistics', 'customer', 'service'].filter((k) =>
        res.body.text.includes(k),
      );
      expect(heard.length, res.body.text).toBeGreaterThanOrEqual(3);
      expect(res.body.confidence === null || (res.body.confidence >= 0 && res.body.confidence <= 1)).toBe(
        true,
      );
    },
  );

  it('refuses strangers, missing and wrong-type audio', async () => {
    const candidate = world.browser();
    const session = await startSession(candidate, world.jobId);
    const stranger = await world
      .browser()
      .postForm('/api/transcribe', { sessionId: session.id }, { audio: [webmBytes(), 'a.webm'] });
    expect(stranger.status).toBe(404);
    const missing = await candidate.postForm('/api/transcribe', { sessionId: session.id });
    expect(missing.status).toBe(400);
    const png = await candidate.postForm(
      '/api/transcribe',
      { sessionId: session.id },
      { audio: [pngBytes(), 'a.webm', 'audio/webm'] },
    );
    expect(png.status).toBe(415);
    const noSession = await candidate.postForm('/api/transcribe', {}, { audio: [webmBytes(), 'a.webm'] });
    expect(noSession.status).toBe(404);
  });

  it(
    'answers a recogniser failure with 503 and a plain message, never the tool output or a server path',
    { timeout: RECOGNISER_TIMEOUT },
    async () => {
      const candidate = world.browser();
      const session = await startSession(candidate, world.jobId);
      const res = await candidate.postForm(
        '/api/transcribe',
        { sessionId: session.id },
        { audio: [webmBytes(), 'take.webm', 'audio/webm'] },
      );
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: 'PROVIDER_UNAVAILABLE', message: TRANSCRIBE_FAILED_MESSAGE });
      expect(world.server.logs.some((line) => line.includes('provider failure:'))).toBe(true);
    },
  );
});
