import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTranscriptionServer } from '../testing/wire/openai-transcription-server.js';
import { describeWithTools } from '../testing/speech/tools.js';
import { createSpeechToText } from './create-speech-to-text.js';
import { OpenAiSpeechToText, timedWords } from './openai-speech-to-text.js';
import {
  contractClips,
  contractTranscriber,
  speechToTextContract,
  type ContractClips,
} from './testing/speech-to-text-contract.js';
import { providerFailureContract } from './testing/provider-failure-contract.js';

const API_KEY = 'sk-test-secret-0123456789';

describeWithTools(
  ['flite', 'ffmpeg', 'ffprobe'],
  'OpenAiSpeechToText against an OpenAI-compatible server',
  () => {
    let fixtures: ContractClips;
    let server: Awaited<ReturnType<typeof startOpenAiTranscriptionServer>>;
    const adapter = (options: { timeoutMs?: number; maxRetries?: number } = {}) =>
      new OpenAiSpeechToText({
        baseUrl: `${server.origin}/v1`,
        apiKey: API_KEY,
        model: 'whisper-large-v3',
        ...options,
      });

    beforeAll(async () => {
      fixtures = await contractClips();
      server = await startOpenAiTranscriptionServer(contractTranscriber(fixtures));
    });
    afterAll(() => server.close());

    describe('contract', () =>
      speechToTextContract(
        () => adapter(),
        () => fixtures,
      ));

    describe('contract, as the configuration makes it (the SDK imported on first use)', () =>
      speechToTextContract(
        () =>
          createSpeechToText({
            openaiBaseUrl: `${server.origin}/v1`,
            openaiApiKey: API_KEY,
            sttModel: 'whisper-1',
          }).stt!,
        () => fixtures,
      ));

    it('uploads the audio as a named file with the model, verbose_json and the key', async () => {
      const before = server.requests.length;
      await adapter().transcribe(fixtures.clips.webm);
      const upload = (await server.uploads())[before];
      expect(upload).toEqual({
        model: 'whisper-large-v3',
        responseFormat: 'verbose_json',
        fileName: 'answer.webm',
        fileType: 'audio/webm;codecs=opus',
        fileSize: fixtures.clips.webm.data.length,
        authorization: `Bearer ${API_KEY}`,
      });
    });

    it("tells the server the interview's language, so Whisper neither guesses nor translates (docs/behaviour/interview.md §22)", async () => {
      const before = server.requests.length;
      await adapter().transcribe(fixtures.clips.webm, { phrases: [], language: 'sw' });
      await adapter().transcribe(fixtures.clips.webm, { phrases: [], language: 'af' });
      await adapter().transcribe(fixtures.clips.webm, { phrases: [] });
      const sent = (await server.uploads()).slice(before).map((u) => u.language);
      expect(sent).toEqual(['sw', 'af', undefined]);
      expect(new OpenAiSpeechToText({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' }).languages).toEqual(
        expect.arrayContaining(['en', 'af', 'sw', 'yo', 'ha', 'so', 'am', 'fr', 'pt']),
      );
    });

    it('turns the segments average log-probability into the confidence', async () => {
      const transcript = await adapter().transcribe(fixtures.clips.wav);
      expect(transcript.confidence).toBeCloseTo(0.87, 5);
      expect(transcript.durationSeconds).toBeCloseTo(fixtures.seconds, 5);
    });

    it("spreads each segment's words over the segment, so silences between segments are pauses", async () => {
      const transcript = await adapter().transcribe(fixtures.clips.wav);
      const words = transcript.words ?? [];
      expect(words.map((w) => w.word).join(' ')).toBe(transcript.text);
      expect(words[0]!.startSeconds).toBe(0);
      expect(words.at(-1)!.endSeconds).toBeCloseTo(fixtures.seconds, 5);
      const two = timedWords({
        text: 'Yes. I stayed calm.',
        segments: [
          { avg_logprob: -0.1, start: 0, end: 0.5, text: ' Yes.' },
          { avg_logprob: -0.1, start: 1.5, end: 2.4, text: ' I stayed calm.' },
        ],
      });
      expect(two.map((w) => [w.word, w.startSeconds, +w.endSeconds.toFixed(2)])).toEqual([
        ['Yes.', 0, 0.5],
        ['I', 1.5, 1.8],
        ['stayed', 1.8, 2.1],
        ['calm.', 2.1, 2.4],
      ]);
      // Each word is as sure as its segment.
      expect(two[1]!.confidence).toBeCloseTo(Math.exp(-0.1), 5);
      // Word timestamps, when a server sends them, win over the segments; a word's probability
      // (faster-whisper) is its confidence, else its segment's.
      expect(
        timedWords({
          text: 'ok then',
          segments: [{ avg_logprob: -0.5, start: 0, end: 1 }],
          words: [
            { word: ' ok', start: 0.2, end: 0.4, probability: 0.31 },
            { word: ' then', start: 0.4, end: 0.7 },
          ],
        }),
      ).toEqual([
        { word: 'ok', startSeconds: 0.2, endSeconds: 0.4, confidence: 0.31 },
        { word: 'then', startSeconds: 0.4, endSeconds: 0.7, confidence: Math.exp(-0.5) },
      ]);
    });

    it('retries a passing failure when allowed to', async () => {
      server.failNext({ kind: 'status', status: 500 });
      const transcript = await adapter({ maxRetries: 1 }).transcribe(fixtures.clips.wav);
      expect(transcript.text).toContain('logistics');
    });

    describe('failures', () =>
      providerFailureContract(
        () => server,
        () => adapter({ timeoutMs: 800, maxRetries: 0 }).transcribe(fixtures.clips.wav),
        API_KEY,
      ));
  },
);
