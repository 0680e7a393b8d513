import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Generous per-call limit: flite and ffmpeg take well under a second for an answer. */
const TOOL_TIMEOUT_MS = 60_000;
const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

/** A synthesized recording: WebM/Opus bytes as MediaRecorder would upload them, and its length. */
export interface SpokenClip {
  bytes: Uint8Array;
  seconds: number;
}

/** True when `flite` and `ffmpeg` can be started (the demo data and speech tests need both). */
export async function speechToolsAvailable(): Promise<boolean> {
  try {
    await run('flite', ['-lv'], { timeout: TOOL_TIMEOUT_MS });
    await run('ffmpeg', ['-version'], { timeout: TOOL_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/** Seconds of a PCM WAV file from its header (flite writes 16-bit mono with a 44-byte header). */
export function wavSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.byteLength < 44) return 0;
  const byteRate = view.getUint32(28, true);
  return byteRate > 0 ? (wav.byteLength - 44) / byteRate : 0;
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-speech-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Opus at its fastest setting: several times quicker than the default 10, a little larger. */
const OPUS = ['-c:a', 'libopus', '-b:a', '24k', '-compression_level', '0'];

/**
 * `text` read by a flite voice, encoded to WebM/Opus at 24 kbit/s with ffmpeg. `kal16` (male,
 * diphone) is about ten times faster than the clustergen voices `slt` (female), `rms` and `awb`.
 * No shell is involved: the text is one argument.
 */
export function speakText(text: string, voice = 'kal16'): Promise<SpokenClip> {
  return inTempDir(async (dir) => {
    const wav = join(dir, 'speech.wav');
    const webm = join(dir, 'speech.webm');
    await run('flite', ['-voice', voice, '-t', text, '-o', wav], { timeout: TOOL_TIMEOUT_MS });
    const seconds = wavSeconds(new Uint8Array(await readFile(wav)));
    await run('ffmpeg', [...QUIET, '-i', wav, ...OPUS, webm], {
      timeout: TOOL_TIMEOUT_MS,
    });
    return { bytes: new Uint8Array(await readFile(webm)), seconds };
  });
}

/** `seconds` of silence in WebM/Opus: an answer in which nothing was said. */
export function silentClip(seconds: number): Promise<SpokenClip> {
  return inTempDir(async (dir) => {
    const webm = join(dir, 'silence.webm');
    await run(
      'ffmpeg',
      [...QUIET, ...['-f', 'lavfi', '-i', `anullsrc=r=16000:cl=mono:d=${seconds}`], ...OPUS, webm],
      { timeout: TOOL_TIMEOUT_MS },
    );
    return { bytes: new Uint8Array(await readFile(webm)), seconds };
  });
}

/** A small WebM video (grey 160x120 VP9 picture, Opus sound) of flite reading `text`: an identity clip. */
export function speakingVideo(text: string, voice = 'slt'): Promise<SpokenClip> {
  return inTempDir(async (dir) => {
    const wav = join(dir, 'speech.wav');
    const webm = join(dir, 'clip.webm');
    await run('flite', ['-voice', voice, '-t', text, '-o', wav], { timeout: TOOL_TIMEOUT_MS });
    const seconds = wavSeconds(new Uint8Array(await readFile(wav)));
    await run(
      'ffmpeg',
      [
        ...QUIET,
        ...['-f', 'lavfi', '-i', 'color=c=0x5a6470:s=160x120:d=15', '-i', wav],
        ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
        ...['-c:a', 'libopus', '-shortest', webm],
      ],
      { timeout: TOOL_TIMEOUT_MS },
    );
    return { bytes: new Uint8Array(await readFile(webm)), seconds };
  });
}

/** A 320x240 JPEG test picture (what a phone's photo fallback would send), made by ffmpeg. */
export function testPhoto(): Promise<Uint8Array> {
  return inTempDir(async (dir) => {
    const jpg = join(dir, 'photo.jpg');
    await run(
      'ffmpeg',
      [...QUIET, '-f', 'lavfi', '-i', 'testsrc2=s=320x240:d=1', '-frames:v', '1', '-q:v', '5', jpg],
      { timeout: TOOL_TIMEOUT_MS },
    );
    return new Uint8Array(await readFile(jpg));
  });
}
