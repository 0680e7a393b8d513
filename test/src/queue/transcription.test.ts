import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContainer } from '@sauti/adapters/container/container';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { CandidateResponse } from '@sauti/core/domain/candidate-response';
import { createJob, signedIn } from '@sauti/http/jobs/job-fixtures';
import { CandidateBrowser, startSession, uploadAnswer } from '@sauti/http/sessions/interview-fixtures';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import { eventually } from '@sauti/adapters/testing/eventually';
import { startOpenAiTranscriptionServer } from '@sauti/adapters/testing/wire/openai-transcription-server';
import { transcriberFor } from '@sauti/adapters/testing/wire/scripted-transcriber';

const FIRST = 'I have five years of experience in customer support';
const SECOND = 'I stayed calm and solved the problem for the customer';

/**
 * One answer's whole path through the real server: upload → answer stored → transcribe job on
 * the queue → OpenAI-compatible STT (a local wire server) → transcript and confidence saved.
 */
describe('answers are transcribed by the queue workers inside the server', () => {
  let server: TestApp;
  let app: AppContainer;
  let stt: Awaited<ReturnType<typeof startOpenAiTranscriptionServer>>;
  let clips: Record<string, Buffer>;
  let browser: CandidateBrowser;
  let sessionId: string;
  let jobId: string;
  let questionCount: number;

  beforeAll(async () => {
    clips = {
      [FIRST]: await readFile(await speechFile(FIRST, { format: 'webm' })),
      [SECOND]: await readFile(await speechFile(SECOND, { format: 'webm' })),
    };
    stt = await startOpenAiTranscriptionServer(
      transcriberFor([
        { audio: clips[FIRST]!, hearing: { text: FIRST, confidence: 0.82, durationSeconds: 3.1 } },
        { audio: clips[SECOND]!, hearing: { text: SECOND, confidence: 0.64, durationSeconds: 3.4 } },
      ]),
    );
    server = await startTestApp(
      {
        PUBLIC_URL: 'https://hire.example.test',
        STT_BASE_URL: `${stt.origin}/v1`,
        STT_API_KEY: 'sk-test-key',
        STT_MODEL: 'whisper-large-v3',
      },
      {},
      { workers: true, queueTuning: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2 } },
    );
    app = server.app;

    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    jobId = job.id;
    questionCount = job.questions.length;
    browser = new CandidateBrowser(server.url);
    sessionId = (await startSession(browser, job.id)).id;
  });

  afterAll(async () => {
    await server?.stop();
    await stt?.close();
  });

  async function storedAnswer(questionIndex: number): Promise<CandidateResponse | null> {
    return app.get(STORAGE.Repositories).candidateResponses.findBySessionAndIndex(sessionId, questionIndex);
  }

  async function transcribed(questionIndex: number, timeoutMs = 30_000): Promise<CandidateResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await storedAnswer(questionIndex);
      if (answer?.transcribedText) return answer;
      if (Date.now() > deadline) throw new Error(`answer ${questionIndex} still has no transcript`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('stores the transcript and confidence of an uploaded spoken answer', async () => {
    const upload = await uploadAnswer(browser, sessionId, 0, clips[FIRST]);
    expect(upload.status).toBeLessThan(300);
    const answer = await transcribed(0);
    expect(answer.transcribedText).toBe(FIRST);
    expect(answer.transcriptionConfidence).toBeCloseTo(0.82, 2);
    // The upload stores no duration (WebM has none); the recogniser's measurement becomes it.
    expect(answer.duration).toBe(3);
    const uploads = await stt.uploads();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ model: 'whisper-large-v3', authorization: 'Bearer sk-test-key' });
    expect(uploads[0]!.fileSize).toBe(clips[FIRST]!.length);

    // A retried upload of the same recording changes nothing and asks the provider nothing more.
    expect((await uploadAnswer(browser, sessionId, 0, clips[FIRST])).status).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stt.uploads()).toHaveLength(1);
    expect((await storedAnswer(0))?.transcribedText).toBe(FIRST);
  });

  it('ends with the transcript when the provider fails for a while and then recovers', async () => {
    const before = stt.requests.length;
    // The SDK tries 3 times per job attempt, so 4 failures fail the first attempt and the
    // second attempt's first try: only the queue's retry gets the transcript through.
    stt.failNext({ kind: 'status', status: 503 }, 4);
    expect((await uploadAnswer(browser, sessionId, 1, clips[SECOND])).status).toBeLessThan(300);
    const answer = await transcribed(1, 60_000);
    expect(answer.transcribedText).toBe(SECOND);
    expect(answer.transcriptionConfidence).toBeCloseTo(0.64, 2);
    expect(stt.requests.length - before).toBe(5);
  }, 90_000);

  it('transcribes an answer whose transcribe job ran out of retries once its interview waits for evaluation', async () => {
    const candidate = new CandidateBrowser(server.url);
    const id = (await startSession(candidate, jobId)).id;
    const responses = app.get(STORAGE.Repositories).candidateResponses;
    for (let q = 1; q < questionCount; q++) {
      expect((await uploadAnswer(candidate, id, q, clips[SECOND])).status).toBeLessThan(300);
    }
    await eventually(
      'the other answers transcribed',
      async () =>
        (await responses.listBySession(id)).filter((a) => a.transcribedText === SECOND).length >=
          questionCount - 1 || undefined,
      60_000,
      200,
    );
    stt.setOutage({ kind: 'status', status: 503 });
    expect((await uploadAnswer(candidate, id, 0, clips[FIRST])).status).toBeLessThan(300);
    await eventually(
      "the transcribe job's last attempt failing",
      async () => server.logs.some((line) => /transcribe job .* attempt 6 failed/.test(line)) || undefined,
      60_000,
      200,
    );
    stt.setOutage(null);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // no job is left to retry it
    expect((await responses.findBySessionAndIndex(id, 0))?.transcribedText).toBeNull();

    expect((await candidate.json('PATCH', `/api/sessions/${id}`, { status: 'completed' })).status).toBe(200);
    expect((await candidate.json('POST', `/api/sessions/${id}/evaluate`, {})).status).toBe(202);
    const evaluations = app.get(STORAGE.Repositories).evaluations;
    const evaluation = await eventually(
      'an evaluation',
      async () => (await evaluations.findLatestBySession(id)) ?? undefined,
      30_000,
      200,
    );
    expect((await responses.findBySessionAndIndex(id, 0))?.transcribedText).toBe(FIRST);
    expect(evaluation.detailedAnalysis).not.toMatchObject({
      notAssessable: expect.arrayContaining([expect.objectContaining({ reason: 'transcript missing' })]),
    });
  }, 120_000);
});

describe('answers left without a transcript are swept when the workers start', () => {
  it('keeps answers stored without STT or when the enqueue fails, and transcribes them after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sauti-sweep-'));
    const clip = await readFile(await speechFile(FIRST, { format: 'webm' }));
    const other = await readFile(await speechFile(SECOND, { format: 'webm' }));
    const stt = await startOpenAiTranscriptionServer(
      transcriberFor([
        { audio: clip, hearing: { text: FIRST, confidence: 0.9, durationSeconds: 3.1 } },
        { audio: other, hearing: { text: SECOND, confidence: 0.7, durationSeconds: 3.4 } },
      ]),
    );
    const start = (env: Record<string, string>) =>
      startTestApp(
        { DATA_DIR: dataDir, PUBLIC_URL: 'https://hire.example.test', ...env },
        {},
        { workers: true },
      );
    try {
      const first = await start({ STT_PROVIDER: 'none' });
      let sessionId: string;
      try {
        expect(first.logs.join('\n')).toContain('transcripts stay pending');
        const hr = new TestClient(first.url);
        await signUp(
          first,
          { email: 'amina@acme-logistics.co.ke', firstName: 'Amina', lastName: 'Odhiambo' },
          hr,
        );
        const job = await createJob(hr, { requireIdentityVerification: 'false' });
        const browser = new CandidateBrowser(first.url);
        sessionId = (await startSession(browser, job.id)).id;
        expect((await uploadAnswer(browser, sessionId, 0, clip)).status).toBeLessThan(300);
        const repositories = first.app.get(STORAGE.Repositories);
        const deadline = Date.now() + 10_000;
        while (!first.logs.some((line) => line.includes('→ no-transcriber')) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(first.logs.some((line) => line.includes('→ no-transcriber'))).toBe(true);
        expect(
          (await repositories.candidateResponses.findBySessionAndIndex(sessionId, 0))?.transcribedText,
        ).toBeNull();

        // The queue is down: the upload still succeeds and the answer is stored, with no job.
        await first.app.get(QUEUE.Workers).stop(1_000);
        expect((await uploadAnswer(browser, sessionId, 1, other)).status).toBe(201);
        expect(first.logs.join('\n')).toContain('could not enqueue a transcribe job');
        expect(await repositories.candidateResponses.findBySessionAndIndex(sessionId, 1)).toMatchObject({
          transcribedText: null,
        });
      } finally {
        await first.stop();
      }

      const second = await start({ STT_BASE_URL: `${stt.origin}/v1`, STT_API_KEY: 'sk-test-key' });
      try {
        const responses = second.app.get(STORAGE.Repositories).candidateResponses;
        const deadline = Date.now() + 30_000;
        let answers = await responses.listBySession(sessionId);
        while (answers.some((a) => a.transcribedText === null) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answers = await responses.listBySession(sessionId);
        }
        expect(answers.map((a) => a.transcribedText)).toEqual([FIRST, SECOND]);
        expect(second.logs.join('\n')).toContain('2 answers without a transcript were queued');
      } finally {
        await second.stop();
      }
    } finally {
      await stt.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
