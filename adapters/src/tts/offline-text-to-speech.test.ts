import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeWithTools } from '../testing/speech/tools.js';
import { PocketsphinxSpeechToText } from '../stt/pocketsphinx-speech-to-text.js';
import { keywordHits, MIN_KEYWORD_HITS, SENTENCE } from '../stt/testing/speech-to-text-contract.js';
import { OfflineTextToSpeech, type OfflineEngine } from './offline-text-to-speech.js';
import { textToSpeechContract } from './testing/text-to-speech-contract.js';

const run = promisify(execFile);

/** The length of MP3 bytes in seconds, measured by ffprobe. */
async function mp3Seconds(data: Uint8Array): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-tts-test-'));
  try {
    await writeFile(join(dir, 'a.mp3'), data);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      join(dir, 'a.mp3'),
    ]);
    return Number(stdout.trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

for (const engine of ['flite', 'espeak-ng'] as OfflineEngine[]) {
  describeWithTools([engine, 'ffmpeg', 'ffprobe'], `OfflineTextToSpeech with ${engine}`, () => {
    describe('contract', () => textToSpeechContract(() => new OfflineTextToSpeech({ engine })));

    it('writes MP3 that decodes to speech of a plausible length', async () => {
      const speech = await new OfflineTextToSpeech({ engine }).synthesize(SENTENCE);
      const seconds = await mp3Seconds(speech.data);
      expect(seconds).toBeGreaterThan(2);
      expect(seconds).toBeLessThan(8);
      // 32 kbit/s: what a candidate downloads per second of spoken question (4 kB, plus headers).
      expect(speech.data.length / seconds).toBeLessThan(4_400);
    });

    it('passes shell-like text through as words', async () => {
      const speech = await new OfflineTextToSpeech({ engine }).synthesize(
        '-o /tmp/x; $(rm -rf /) `id` "quoted"',
      );
      expect(speech.data.length).toBeGreaterThan(1000);
    });

    it('fails as PROVIDER_UNAVAILABLE when ffmpeg is missing', async () => {
      const tts = new OfflineTextToSpeech({ engine, ffmpegCommand: 'ffmpeg_missing_binary' });
      await expect(tts.synthesize('Hello.')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    });
  });
}

describeWithTools(['flite', 'ffmpeg', 'pocketsphinx_continuous'], 'flite speech through pocketsphinx', () => {
  it('is understood by the offline recogniser (MP3 in, keywords out)', async () => {
    const speech = await new OfflineTextToSpeech({ engine: 'flite' }).synthesize(SENTENCE);
    const heard = await new PocketsphinxSpeechToText().transcribe(speech);
    expect(keywordHits(heard.text).length, `heard: "${heard.text}"`).toBeGreaterThanOrEqual(MIN_KEYWORD_HITS);
  });
});
