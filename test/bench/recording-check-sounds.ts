import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { audioSeconds, SPEECH_CACHE_DIR, speechFile } from '@sauti/adapters/testing/speech/generate';
import { nearSilentMicrophone } from '../src/support/fake-microphone.js';

const run = promisify(execFile);

/** The spoken answer of every condition with a voice: about 14 s of flite. */
export const ANSWER =
  'In my last job I worked in a warehouse for three years. I checked the stock every morning and I ' +
  'reported any damage to the supervisor. When a delivery was late I called the driver and told the ' +
  'customer. We had zero injuries on my shift last year.';

/** One fake-microphone file to record from, and how long to record it. */
export interface SoundCondition {
  label: string;
  path: string;
  seconds: number;
  /** Whether the recording holds the answer (its word errors are worth counting). */
  spoken: boolean;
}

/** Runs sox quietly (it warns on every clipped sample, which is the point of some conditions). */
const sox = (args: string[]) => run('sox', ['-V1', ...args]);

async function rmsDb(path: string): Promise<number> {
  const { stderr } = await run('sox', [path, '-n', 'stats']);
  return Number(/RMS lev dB\s+(-?[\d.]+)/.exec(stderr)?.[1]);
}

type Make = (path: string) => Promise<unknown>;

/**
 * A builder of WAVs in `dir`: each is made once with `make(partialPath)` and renamed, so reruns
 * reuse it and a half-written file is never read.
 */
function cacheIn(dir: string) {
  return async (name: string, make: Make): Promise<string> => {
    const target = join(dir, `${name}.wav`);
    if (existsSync(target)) return target;
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `${process.pid}.${Date.now()}.${name}.partial.wav`);
    await make(partial);
    await rename(partial, target);
    return target;
  };
}

const synth =
  (seconds: number, ...what: string[]): Make =>
  (out) =>
    sox(['-n', '-r', '16000', '-c', '1', '-b', '16', out, 'synth', String(seconds), ...what]);

/** The answer over pink noise `snrDb` under its RMS level. */
async function inPinkNoise(
  cached: ReturnType<typeof cacheIn>,
  answer: string,
  seconds: number,
  snrDb: number,
): Promise<string> {
  const noise = await cached(`pink-${seconds}`, synth(seconds, 'pinknoise'));
  const gain = (await rmsDb(answer)) - snrDb - (await rmsDb(noise));
  const scaled = await cached(`pink-${seconds}-${snrDb}`, (out) => sox([noise, out, 'gain', String(gain)]));
  return cached(`snr${snrDb}`, (out) => sox(['-m', answer, scaled, out]));
}

/**
 * The conditions of docs/behaviour/interview.md §16: clean, too quiet, clipped, in noise, after a
 * silence; a microphone hearing nothing; steady sounds with no voice.
 */
export async function soundConditions(): Promise<SoundCondition[]> {
  const answer = await speechFile(ANSWER, { format: 'wav' });
  // Named after the answer's own file (a hash of its text), so another answer gets its own sounds.
  const cached = cacheIn(join(SPEECH_CACHE_DIR, `recording-check-${basename(answer, '.wav')}`));
  const length = await audioSeconds(answer);
  const seconds = Math.round(length * 10) / 10 + 0.2;
  const spoken = (label: string, path: string, extra = 0) => ({
    label,
    path,
    seconds: seconds + extra,
    spoken: true,
  });
  const steady = (label: string, path: string) => ({ label, path, seconds: 4, spoken: false });
  const gained = (db: number) => cached(`gain${db}`, (out) => sox([answer, out, 'gain', String(db)]));
  const thinking = await cached('think', async (out) => {
    const hiss = await cached('hiss-8', synth(8, 'whitenoise', 'vol', '0.0005'));
    await sox([hiss, answer, out]);
  });
  return [
    spoken('clean speech', answer),
    spoken('speech 45 dB too quiet', await gained(-45)),
    spoken('speech after 8 s of silence', thinking, 8),
    { label: 'a microphone hearing faint hiss', path: await nearSilentMicrophone(), seconds, spoken: false },
    spoken('speech driven 6 dB into clipping', await gained(6)),
    spoken('speech driven 10 dB into clipping', await gained(10)),
    spoken('speech driven 20 dB into clipping', await gained(20)),
    ...(await Promise.all(
      [20, 10, 5, 0, -5].map(async (snr) =>
        spoken(`speech in pink noise, ${snr} dB SNR`, await inPinkNoise(cached, answer, length, snr)),
      ),
    )),
    steady('steady hiss', await cached('white', synth(4, 'whitenoise', 'vol', '0.2'))),
    steady('steady hum (50 Hz)', await cached('hum', synth(4, 'sine', '50', 'vol', '0.3'))),
    steady('steady tone (440 Hz)', await cached('tone', synth(4, 'sine', '440', 'vol', '0.3'))),
    steady('steady rumble', await cached('brown', synth(4, 'brownnoise', 'vol', '0.3'))),
  ];
}
