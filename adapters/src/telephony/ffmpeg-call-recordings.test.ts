import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FfmpegCallRecordings } from './ffmpeg-call-recordings.js';

const dir = mkdtempSync(join(tmpdir(), 'call-rec-test-'));

/** A telephone recording: `seconds` of a tone, 8 kHz mono 16-bit WAV, as Twilio serves it. */
function telephoneWav(seconds: number): Uint8Array {
  const file = join(dir, `tone-${seconds}.wav`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-ar',
    '8000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    file,
  ]);
  return new Uint8Array(readFileSync(file));
}

/** What ffprobe reads of `data`: the sample rate and the duration. */
function probe(data: Uint8Array): { rate: number; seconds: number; codec: string } {
  const file = join(dir, 'probe.ogg');
  writeFileSync(file, data);
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=sample_rate,codec_name:format=duration', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out) as {
    streams: { sample_rate: string; codec_name: string }[];
    format: { duration: string };
  };
  return {
    rate: Number(json.streams[0]!.sample_rate),
    seconds: Number(json.format.duration),
    codec: json.streams[0]!.codec_name,
  };
}

describe('FfmpegCallRecordings', () => {
  const converter = new FfmpegCallRecordings();

  it('turns 8 kHz telephone WAV into Ogg/Opus at 16 kHz, cut at the limit, the same bytes giving the same digest', async () => {
    const wav = telephoneWav(4);
    const converted = await converter.toAnswerAudio({ data: wav, contentType: 'audio/x-wav' }, 2);
    expect([...converted.data.subarray(0, 4)]).toEqual([0x4f, 0x67, 0x67, 0x53]); // OggS
    const read = probe(converted.data);
    expect(read.codec).toBe('opus');
    // Opus always decodes at 48 kHz; the stream's own input rate (OpusHead, bytes 12-15) says 16 kHz.
    expect(read.rate).toBe(48_000);
    const head = Buffer.from(converted.data).indexOf('OpusHead');
    expect(Buffer.from(converted.data).readUInt32LE(head + 12)).toBe(16_000);
    expect(read.seconds).toBeGreaterThan(1.5);
    expect(read.seconds).toBeLessThanOrEqual(2.1);
    const again = await converter.toAnswerAudio({ data: wav, contentType: 'audio/x-wav' }, 2);
    expect(again.sha256).toBe(converted.sha256);
  });

  it('refuses what is not audio, and an empty file', async () => {
    const text = new Uint8Array(Buffer.from('<html>not a recording</html>'));
    await expect(converter.toAnswerAudio({ data: text, contentType: 'audio/wav' }, 90)).rejects.toMatchObject(
      { code: 'UNSUPPORTED_MEDIA_TYPE' },
    );
    await expect(
      converter.toAnswerAudio({ data: new Uint8Array(), contentType: 'audio/wav' }, 90),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
