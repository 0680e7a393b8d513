import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioClip } from '@sauti/core/ports/speech-to-text';
import type { SpeechExtractor, VideoClip } from '@sauti/core/ports/speech-extractor';
import { runFfmpeg } from './run-ffmpeg.js';

/** Where ffmpeg is and how long one extraction may take. */
export interface SpeechExtractorOptions {
  ffmpegCommand?: string;
  timeoutMs?: number;
  /** Seconds of sound kept at most: the clip stops at 15 s, so a longer file is cut, not transcribed whole. */
  maxSeconds?: number;
}

/** WAV at 16 kHz, mono, 16-bit: what speech recognisers are trained on (pocketsphinx needs exactly this). */
const WAV_ARGS = ['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav'];

/**
 * Extracts the first audio track of a WebM or MP4 video as 16 kHz mono WAV with ffmpeg, in a
 * private temporary folder removed afterwards. The picture is dropped, so a transcriber never
 * receives it (nor its size). A video without sound or that ffmpeg cannot read gives null.
 */
export class FfmpegSpeechExtractor implements SpeechExtractor {
  constructor(private readonly options: SpeechExtractorOptions = {}) {}

  async extractSpeech(video: VideoClip): Promise<AudioClip | null> {
    const dir = await mkdtemp(join(tmpdir(), 'sauti-verify-'));
    try {
      const input = join(dir, video.contentType.includes('mp4') ? 'video.mp4' : 'video.webm');
      const output = join(dir, 'speech.wav');
      await writeFile(input, video.data);
      const exit = await runFfmpeg(
        [
          '-i',
          input,
          '-map',
          '0:a:0',
          '-vn',
          '-t',
          String(this.options.maxSeconds ?? 60),
          ...WAV_ARGS,
          output,
        ],
        this.options.timeoutMs ?? 60_000,
        this.options.ffmpegCommand,
      );
      if (!exit.ok) return null;
      return { data: new Uint8Array(await readFile(output)), contentType: 'audio/wav' };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
