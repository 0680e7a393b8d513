import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** How an answer reaches the recogniser. */
export type Condition = 'clean' | 'phone' | 'noise';
export const CONDITIONS: Condition[] = ['clean', 'phone', 'noise'];

/** Pink noise this far below the speech's level (dB): a busy room, not a storm. */
const NOISE_BELOW_SPEECH_DB = 15;

/**
 * Makes the condition's WAV from the clean 16 kHz speech with sox: `phone` is band-limited to
 * 300-3400 Hz and sampled at 8 kHz as a phone line carries it; `noise` adds pink noise at
 * NOISE_BELOW_SPEECH_DB under the speech's RMS level.
 */
export async function applyCondition(condition: Condition, clean: string, out: string): Promise<void> {
  if (condition === 'phone') {
    await run('sox', [clean, '-r', '8000', out, 'sinc', '300-3400']);
    return;
  }
  if (condition === 'noise') {
    const { stderr } = await run('sox', [clean, '-n', 'stat']);
    const rms = Number(/RMS\s+amplitude:\s+([\d.]+)/.exec(stderr)?.[1] ?? '0.1');
    const seconds = Number((await run('soxi', ['-D', clean])).stdout.trim());
    // pink noise from sox has an RMS of about 0.29 of its amplitude at vol 1
    const volume = (rms * 10 ** (-NOISE_BELOW_SPEECH_DB / 20)) / 0.29;
    await run('sox', [
      '-m',
      clean,
      '|sox -n -r 16000 -c 1 -b 16 -p synth ' + seconds.toFixed(2) + ` pinknoise vol ${volume.toFixed(5)}`,
      out,
    ]);
    return;
  }
  await run('sox', [clean, out]);
}
