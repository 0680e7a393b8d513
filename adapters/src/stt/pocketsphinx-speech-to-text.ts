import type { AudioClip, SpeechToText, Transcript } from '@sauti/core/ports/speech-to-text';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extensionFor } from './audio-formats.js';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';
import { providerUnavailable } from './provider-failure.js';
import { runTool } from './run-tool.js';
import { RECOGNISER_LANGUAGES } from './recogniser-languages.js';

/** Where the tools are and how long they may take. */
export interface PocketsphinxOptions {
  pocketsphinxCommand?: string;
  ffmpegCommand?: string;
  /** Per tool run; pocketsphinx runs at ~0.2x real time here, so a 90 s answer takes ~20 s. */
  timeoutMs?: number;
}

const WAV_HEADER_BYTES = 44;
const BYTES_PER_SECOND = 16_000 * 2;

/**
 * Offline transcription with CMU pocketsphinx 0.8 (Debian's `pocketsphinx_continuous` and the
 * en-US model): ffmpeg decodes whatever came in to 16 kHz mono WAV in a private temp folder,
 * then pocketsphinx reads it. Expect ~20% word errors on clear speech and more on real
 * microphones; the confidence is the mean word posterior pocketsphinx reports (`-time yes`).
 */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = 'pocketsphinx (offline)';
  /** Its installed model (pocketsphinx-en-us) hears US English only. */
  readonly languages = RECOGNISER_LANGUAGES.pocketsphinx;

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  async transcribe(audio: AudioClip): Promise<Transcript> {
    const dir = await mkdtemp(join(tmpdir(), 'sauti-stt-'));
    try {
      const input = join(dir, `input.${extensionFor(audio.contentType)}`);
      const wav = join(dir, 'speech.wav');
      await writeFile(input, audio.data);
      const timeout = this.options.timeoutMs ?? 120_000;
      await runTool(
        this.options.ffmpegCommand ?? 'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-nostdin',
          '-y',
          '-i',
          input,
          '-ar',
          '16000',
          '-ac',
          '1',
          '-c:a',
          'pcm_s16le',
          '-f',
          'wav',
          wav,
        ],
        timeout,
      );
      const { stdout } = await runTool(
        this.options.pocketsphinxCommand ?? 'pocketsphinx_continuous',
        ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'],
        timeout,
      );
      const heard = parsePocketsphinxOutput(stdout);
      const durationSeconds = Math.max(0, (await stat(wav)).size - WAV_HEADER_BYTES) / BYTES_PER_SECOND;
      return { ...heard, durationSeconds };
    } catch (error) {
      throw providerUnavailable(`Speech-to-text (${this.name})`, error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
