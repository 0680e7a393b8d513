import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '@sauti/core/domain/errors';
import type { CallRecordingConverter, ConvertedRecording } from '@sauti/core/ports/call-recording-converter';
import { runFfmpeg } from '../media-tools/run-ffmpeg.js';

/** A telephone recording is at most a few MB (90 s of 8 kHz WAV is 1.4 MB); more is not one. */
const MAX_INPUT_BYTES = 20 * 1024 * 1024;

/**
 * The same take converted twice gives the same bytes (no random Ogg serial, no version tags), so
 * a provider's retry stores one answer.
 */
const DETERMINISTIC = ['-fflags', '+bitexact', '-flags:a', '+bitexact', '-serial_offset', '1'];

/**
 * Telephone recordings (8 kHz WAV from Twilio, MP3 from Africa's Talking) as Ogg/Opus, mono, at
 * 16 kHz: the answers' own format, and the rate the offline recogniser's model expects (telephone
 * audio has nothing above 4 kHz, but pocketsphinx's en-us model reads 16 kHz frames), cut at the
 * limit; transcription measures the duration.
 */
export class FfmpegCallRecordings implements CallRecordingConverter {
  constructor(private readonly timeoutMs = 60_000) {}

  async toAnswerAudio(
    recording: { data: Uint8Array; contentType: string },
    maxSeconds: number,
  ): Promise<ConvertedRecording> {
    if (recording.data.byteLength === 0 || recording.data.byteLength > MAX_INPUT_BYTES) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The call recording is empty or too large.');
    }
    const dir = await mkdtemp(join(tmpdir(), 'sauti-call-'));
    try {
      const input = join(dir, 'in');
      const output = join(dir, 'out.ogg');
      await writeFile(input, recording.data);
      const args = ['-i', input, '-t', String(maxSeconds), '-vn', '-ac', '1', '-ar', '16000'];
      const exit = await runFfmpeg(
        [...args, '-c:a', 'libopus', '-b:a', '24k', ...DETERMINISTIC, '-f', 'ogg', output],
        this.timeoutMs,
      );
      if (!exit.ok)
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `Not a readable recording: ${exit.reason}`);
      const data = new Uint8Array(await readFile(output));
      return { data, sha256: createHash('sha256').update(data).digest('hex') };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
