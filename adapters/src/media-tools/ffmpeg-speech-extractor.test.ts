import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegSpeechExtractor } from './ffmpeg-speech-extractor.js';

const run = promisify(execFile);
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasFfmpeg && process.env.CI) throw new Error('ffmpeg is required in CI');

describe.skipIf(!hasFfmpeg)('FfmpegSpeechExtractor', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-extract-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function video(name: string, withSound: boolean): Promise<Uint8Array> {
    const out = join(dir, name);
    const sound = withSound ? ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'] : [];
    const codecs = name.endsWith('.mp4')
      ? ['-c:v', 'libx264', '-c:a', 'aac']
      : ['-c:v', 'libvpx-vp9', '-c:a', 'libopus'];
    await run('ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'color=c=black:s=64x48:d=2',
        ...sound,
      ],
      ...codecs,
      ...(withSound ? ['-shortest'] : []),
      out,
    ]);
    return new Uint8Array(await readFile(out));
  }

  it('extracts 16 kHz mono 16-bit WAV from WebM and MP4 videos', async () => {
    const extractor = new FfmpegSpeechExtractor();
    for (const [name, contentType] of [
      ['a.webm', 'video/webm'],
      ['a.mp4', 'video/mp4'],
    ] as const) {
      const audio = await extractor.extractSpeech({ data: await video(name, true), contentType });
      expect(audio?.contentType).toBe('audio/wav');
      const wav = Buffer.from(audio!.data);
      expect(wav.subarray(0, 4).toString()).toBe('RIFF');
      expect(wav.readUInt16LE(22)).toBe(1); // channels
      expect(wav.readUInt32LE(24)).toBe(16_000); // sample rate
      expect(wav.readUInt16LE(34)).toBe(16); // bits
      expect(wav.length).toBeGreaterThan(16_000 * 2 * 1.5); // about two seconds of sound
    }
  });

  it('gives null for a video without sound and for bytes ffmpeg cannot read', async () => {
    const extractor = new FfmpegSpeechExtractor();
    expect(
      await extractor.extractSpeech({ data: await video('mute.webm', false), contentType: 'video/webm' }),
    ).toBeNull();
    const junk = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 500 }, (_, i) => i % 251)]);
    expect(await extractor.extractSpeech({ data: junk, contentType: 'video/webm' })).toBeNull();
  });

  it('rejects when ffmpeg cannot be started (a tool failure, worth retrying)', async () => {
    const extractor = new FfmpegSpeechExtractor({ ffmpegCommand: 'no-such-ffmpeg-here' });
    await expect(
      extractor.extractSpeech({ data: new Uint8Array([1]), contentType: 'video/webm' }),
    ).rejects.toThrow(/could not be started/);
  });
});
