import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '../testing/speech/generate.js';
import { describeWithTools } from '../testing/speech/tools.js';
import { readableTranscript } from '@sauti/core/rules/readable-transcript';
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

/**
 * Spoken answers of several sentences. Measured here: the readable transcripts ended 8 sentences,
 * all at a real sentence end (precision 1.0), of the 9 real ends (recall 0.89); flite's pauses
 * between sentences are short (0.06-0.12 s) and sometimes missing, people's are longer.
 */
const MULTI_SENTENCE_ANSWERS = [
  'I stayed calm and listened to the customer. Then I checked the order history and found the problem. The delivery had gone to the wrong branch. I called the branch manager and we sent it the same day.',
  'In my last job I ran the night shift at a warehouse in Nairobi. We had twelve pickers and two forklift drivers. Every night I planned the pick routes before the trucks arrived. When the counts did not match I checked the movements myself.',
  'I have worked in sales for five years. My target was forty new customers every month. I visited shops in the morning and called them back in the afternoon. Last year I reached the target in ten months out of twelve.',
];
const MIN_BREAK_PRECISION = 0.9;
const MIN_BREAK_RECALL = 0.5;

/**
 * Each sentence end as the words either side of its full stop (the final one excluded). An end
 * is at a real one when either word matches, so a word misheard beside a right break ('drivers.'
 * heard as 'wagner\'s.') still counts the break as right.
 */
const sentenceEnds = (text: string) => {
  const sentences = text.toLowerCase().split('. ');
  return sentences.slice(0, -1).map((sentence, i) => ({
    last: sentence.split(' ').at(-1)!,
    next: sentences[i + 1]!.split(' ')[0]!,
  }));
};

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

    it('times its words so the readable transcript ends sentences where the speaker paused', async () => {
      const stt = new PocketsphinxSpeechToText();
      const heard = await Promise.all(
        MULTI_SENTENCE_ANSWERS.map(async (answer) => {
          const data = await readFile(await speechFile(answer, { format: 'wav' }));
          return { answer, transcript: await stt.transcribe({ data, contentType: 'audio/wav' }) };
        }),
      );
      let found = 0;
      let right = 0;
      let real = 0;
      for (const { answer, transcript } of heard) {
        expect(transcript.words?.map((w) => w.word).join(' ')).toBe(transcript.text);
        const readable = readableTranscript(transcript.text, transcript.words);
        expect(readable).toMatch(/^[A-Z].*\.$/);
        const truth = sentenceEnds(answer);
        const ends = sentenceEnds(readable);
        found += ends.length;
        right += ends.filter((end) => truth.some((t) => t.last === end.last || t.next === end.next)).length;
        real += truth.length;
      }
      expect(found, 'sentences ended at pauses').toBeGreaterThan(0);
      expect(right / found).toBeGreaterThanOrEqual(MIN_BREAK_PRECISION);
      expect(right / real).toBeGreaterThanOrEqual(MIN_BREAK_RECALL);
    }, 120_000); // three recognitions of ~12 s speech at ~0.2x real time on a shared CPU

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
