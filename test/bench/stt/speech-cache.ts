import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { applyCondition, type Condition } from './conditions.js';
import { speak, type Voice } from './voices.js';

const run = promisify(execFile);

/** Generated audio, kept between runs (git-ignored). */
export const AUDIO_DIR = join(import.meta.dirname, '.audio');

/** The WAV of `text` spoken by `voice` under `condition`, made once and reused. */
export async function spokenAnswer(
  text: string,
  voice: Voice,
  index: number,
  condition: Condition,
): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([text, voice.name, index % 4, condition]))
    .digest('hex')
    .slice(0, 20);
  const target = join(AUDIO_DIR, `${hash}.wav`);
  if (existsSync(target)) return target;
  await mkdir(AUDIO_DIR, { recursive: true });
  const partial = join(AUDIO_DIR, `${hash}.${process.pid}`);
  try {
    await writeFile(`${partial}.txt`, text);
    await speak(voice, `${partial}.txt`, `${partial}.raw.wav`, index);
    await run('sox', [`${partial}.raw.wav`, '-r', '16000', '-c', '1', '-b', '16', `${partial}.clean.wav`]);
    await applyCondition(condition, `${partial}.clean.wav`, `${partial}.wav`);
    await rename(`${partial}.wav`, target);
    return target;
  } finally {
    await Promise.all(
      ['.txt', '.raw.wav', '.clean.wav', '.wav'].map((ext) => rm(`${partial}${ext}`, { force: true })),
    );
  }
}

/** Seconds of a WAV file. */
export async function wavSeconds(path: string): Promise<number> {
  return Number((await run('soxi', ['-D', path])).stdout.trim());
}
