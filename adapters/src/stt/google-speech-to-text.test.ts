import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithTools } from '../testing/speech/tools.js';
import { startGoogleSpeechServer } from '../testing/wire/google-speech-server.js';
import { GoogleSpeechToText } from './google-speech-to-text.js';
import { providerFailureContract } from './testing/provider-failure-contract.js';
import {
  contractClips,
  contractTranscriber,
  speechToTextContract,
  type ContractClips,
} from './testing/speech-to-text-contract.js';

const API_KEY = 'AIzaTestSecret0123456789';

describeWithTools(
  ['flite', 'ffmpeg', 'ffprobe'],
  'GoogleSpeechToText against a Speech v1 REST server',
  () => {
    let fixtures: ContractClips;
    let server: Awaited<ReturnType<typeof startGoogleSpeechServer>>;
    const adapter = (timeoutMs?: number) =>
      new GoogleSpeechToText({
        apiKey: API_KEY,
        endpoint: server.hostPort,
        protocol: 'http',
        languageCode: 'en-GB',
        timeoutMs,
      });

    beforeAll(async () => {
      fixtures = await contractClips();
      server = await startGoogleSpeechServer(contractTranscriber(fixtures));
    });
    afterAll(() => server.close());

    describe('contract', () =>
      speechToTextContract(
        () => adapter(),
        () => fixtures,
      ));

    it.each([
      ['webm', 'WEBM_OPUS', 48_000],
      ['ogg', 'OGG_OPUS', 48_000],
      ['wav', 'LINEAR16', undefined],
    ] as const)('sends %s audio as %s with the language and the API key', async (format, encoding, rate) => {
      await adapter().transcribe(fixtures.clips[format]);
      expect(server.calls().at(-1)).toEqual({
        encoding,
        sampleRateHertz: rate,
        languageCode: 'en-GB',
        audioBytes: fixtures.clips[format].data.length,
        apiKeyHeader: API_KEY,
      });
    });

    it("sends the interview's language as its region's languageCode; English keeps the configured one (docs/behaviour/interview.md §22)", async () => {
      const codes: (string | undefined)[] = [];
      for (const language of ['af', 'sw', 'zu', 'en', undefined]) {
        await adapter().transcribe(fixtures.clips.wav, { phrases: [], ...(language ? { language } : {}) });
        codes.push(server.calls().at(-1)!.languageCode);
      }
      expect(codes).toEqual(['af-ZA', 'sw-KE', 'zu-ZA', 'en-GB', 'en-GB']);
    });

    it('reads confidence, duration and word times from the results', async () => {
      const transcript = await adapter().transcribe(fixtures.clips.wav);
      expect(transcript.confidence).toBeCloseTo(0.87, 5);
      expect(transcript.durationSeconds).toBeCloseTo(fixtures.seconds, 2);
      const words = transcript.words ?? [];
      expect(words.map((w) => w.word).join(' ')).toBe(transcript.text);
      expect(words.at(-1)!.endSeconds).toBeCloseTo(fixtures.seconds, 2);
      // Word confidences are asked for and kept (the fake server makes the first word unsure).
      expect(words.map((w) => w.confidence)).toEqual(words.map((_, i) => (i === 0 ? 0.3 : 0.87)));
      for (const [i, w] of words.entries()) {
        expect(w.endSeconds).toBeGreaterThan(w.startSeconds);
        if (i > 0) expect(w.startSeconds).toBeCloseTo(words[i - 1]!.endSeconds, 2);
      }
    });

    it('hears nothing in unknown audio: empty text and no confidence', async () => {
      const transcript = await adapter().transcribe({
        data: new Uint8Array([1, 2, 3]),
        contentType: 'audio/wav',
      });
      expect(transcript).toEqual({ text: '', confidence: null });
    });

    it('refuses audio types Google cannot read', async () => {
      await expect(
        adapter().transcribe({ data: new Uint8Array(4), contentType: 'audio/aac' }),
      ).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    });

    describe('failures', () =>
      providerFailureContract(
        () => server,
        () => adapter(800).transcribe(fixtures.clips.wav),
        API_KEY,
      ));
  },
);
