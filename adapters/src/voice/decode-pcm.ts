import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioClip } from '@sauti/core/ports/speech-to-text';
import { runFfmpeg } from '../media-tools/run-ffmpeg.js';
import { SIGNATURE_SAMPLE_RATE } from './voice-signature.js';

/** Where ffmpeg is, how long a decode may take and how much of a clip is heard. */
export interface DecodeOptions {
  ffmpegCommand?: string;
  timeoutMs?: number;
  /** Seconds decoded at most (an answer is at most 90 s; a longer file is cut). */
  maxSeconds?: number;
}

/**
 * Decodes any audio ffmpeg reads (WebM/Ogg Opus, MP4/AAC, WAV) to 16 kHz mono samples in -1..1,
 * in a private temporary folder removed afterwards. Null when ffmpeg cannot read the clip (the
 * content's fault); rejects when ffmpeg cannot be started or times out (worth retrying).
 */
export async function decodePcm(audio: AudioClip, options: DecodeOptions = {}): Promise<Float64Array | null> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-voice-'));
  try {
    const input = join(dir, 'clip');
    const output = join(dir, 'clip.s16');
    await writeFile(input, audio.data);
    const exit = await runFfmpeg(
      [
        '-i',
        input,
        '-map',
        '0:a:0',
        '-t',
        String(options.maxSeconds ?? 120),
        '-ar',
        String(SIGNATURE_SAMPLE_RATE),
        '-ac',
        '1',
        '-f',
        's16le',
        '-c:a',
        'pcm_s16le',
        output,
      ],
      options.timeoutMs ?? 60_000,
      options.ffmpegCommand,
    );
    if (!exit.ok) return null;
    const bytes = await readFile(output);
    const samples = new Float64Array(Math.floor(bytes.length / 2));
    for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32_768;
    return samples;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
