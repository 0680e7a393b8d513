import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTranscriptionServer } from '../../../test/src/support/wire/openai-transcription-server.js';
import { describeWithTools } from '../../../test/src/fixtures/speech/tools.js';
import { OpenAiSpeechToText } from './openai-speech-to-text.js';
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

    it('turns the segments average log-probability into the confidence', async () => {
      const transcript = await adapter().transcribe(fixtures.clips.wav);
      expect(transcript.confidence).toBeCloseTo(0.87, 5);
      expect(transcript.durationSeconds).toBeCloseTo(fixtures.seconds, 5);
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
