import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '../../../test/src/fixtures/speech/generate.js';
import { describeWithTools } from '../../../test/src/fixtures/speech/tools.js';
import { PocketsphinxSpeechToText } from './pocketsphinx-speech-to-text.js';
import { expectProviderUnavailable } from './testing/provider-failure-contract.js';
import {
  contractClips,
  speechToTextContract,
  type ContractClips,
} from './testing/speech-to-text-contract.js';
import { wordErrorRate } from './testing/word-error-rate.js';

/** Interview-like answers; pocketsphinx heard them with a mean WER of ~0.08 on flite's slt voice here. */
const ANSWERS = [
  'In my last job I managed a team of twelve people in a busy warehouse',
  'I enjoy solving problems and talking to customers on the phone',
  'My greatest strength is that I stay calm when things go wrong',
  'I learned to use spreadsheets and the stock control system quickly',
];
const MAX_MEAN_WER = 0.35;

describeWithTools(
  ['flite', 'ffmpeg', 'ffprobe', 'pocketsphinx_continuous'],
  'PocketsphinxSpeechToText with the real tools',
  () => {
    let fixtures: ContractClips;
    beforeAll(async () => {
      fixtures = await contractClips();
    });

    describe('contract', () =>
      speechToTextContract(
        () => new PocketsphinxSpeechToText(),
        () => fixtures,
      ));

    it(`keeps the mean word error rate on interview answers under ${MAX_MEAN_WER}`, async () => {
      const stt = new PocketsphinxSpeechToText();
      const rates = await Promise.all(
        ANSWERS.map(async (answer) => {
          const data = await readFile(await speechFile(answer, { format: 'wav' }));
          return wordErrorRate(answer, (await stt.transcribe({ data, contentType: 'audio/wav' })).text);
        }),
      );
      expect(rates.reduce((s, r) => s + r, 0) / rates.length).toBeLessThan(MAX_MEAN_WER);
    });

    it('gives the mean word posterior as confidence', async () => {
      const { confidence } = await new PocketsphinxSpeechToText().transcribe(fixtures.clips.wav);
      expect(confidence).toBeGreaterThan(0.5);
    });

    it('fails as PROVIDER_UNAVAILABLE on bytes that are not audio', async () => {
      const noise = { data: new TextEncoder().encode('not audio at all'), contentType: 'audio/webm' };
      await expectProviderUnavailable(new PocketsphinxSpeechToText().transcribe(noise), 'not audio');
    });

    it('fails as PROVIDER_UNAVAILABLE when a tool runs past the timeout', async () => {
      const error = await new PocketsphinxSpeechToText({ timeoutMs: 5 })
        .transcribe(fixtures.clips.webm)
        .catch((e: Error) => e);
      expect(error).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        message: expect.stringContaining('timed out'),
      });
    });

    it('fails as PROVIDER_UNAVAILABLE when the recogniser is not installed', async () => {
      const stt = new PocketsphinxSpeechToText({ pocketsphinxCommand: 'pocketsphinx_missing_binary' });
      const error = await stt.transcribe(fixtures.clips.wav).catch((e: Error) => e);
      expect(error).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        message: expect.stringContaining('could not be started'),
      });
    });
  },
);
