import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A synthetic speaker: the engine, its voice, and the speed and pitch it speaks one answer with. */
export interface Voice {
  /** e.g. 'flite slt' or 'espeak-ng en-029+f3'. */
  name: string;
  engine: 'flite' | 'espeak-ng';
  voice: string;
}

/** flite's voices here (`flite -lv`; awb_time only says the time). */
export const FLITE_VOICES: Voice[] = ['slt', 'rms', 'awb', 'kal16', 'kal'].map((voice) => ({
  name: `flite ${voice}`,
  engine: 'flite',
  voice,
}));

/**
 * espeak-ng's English variants (`espeak-ng --voices=en`, the mbrola ones need mbrola, which
 * Debian 12 main lacks), each with one of its voice variants for a spread of timbres.
 */
export const ESPEAK_VOICES: Voice[] = [
  'en-us',
  'en-gb+f3',
  'en-029',
  'en-029+f2',
  'en-gb-scotland+m3',
  'en-gb-x-rp',
  'en-gb-x-gbclan+f4',
  'en-gb-x-gbcwmd',
  'en-us-nyc+m5',
].map((voice) => ({ name: `espeak-ng ${voice}`, engine: 'espeak-ng', voice }));

/** Speed (1 = the voice's own) and pitch shifts cycled through the answers. */
const PROSODY = [
  { speed: 1, pitch: 0 },
  { speed: 0.9, pitch: 8 },
  { speed: 1.1, pitch: -8 },
  { speed: 0.95, pitch: -4 },
];

export function prosodyFor(index: number): { speed: number; pitch: number } {
  return PROSODY[index % PROSODY.length]!;
}

/** Speaks `textFile` into `wav` (the engine's own rate; the caller resamples). */
export async function speak(voice: Voice, textFile: string, wav: string, index: number): Promise<void> {
  const { speed, pitch } = prosodyFor(index);
  if (voice.engine === 'flite') {
    await run('flite', [
      '-voice',
      voice.voice,
      '--setf',
      `duration_stretch=${(1 / speed).toFixed(3)}`,
      ...(pitch
        ? [
            '--setf',
            `int_f0_target_mean=${voice.voice.startsWith('slt') ? 170 + pitch * 2 : 100 + pitch * 2}`,
          ]
        : []),
      '-f',
      textFile,
      '-o',
      wav,
    ]);
    return;
  }
  await run('espeak-ng', [
    '-v',
    voice.voice,
    '-s',
    String(Math.round(160 * speed)),
    '-p',
    String(50 + pitch * 2),
    '-f',
    textFile,
    '-w',
    wav,
  ]);
}
