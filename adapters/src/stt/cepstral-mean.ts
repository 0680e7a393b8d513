import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from './run-tool.js';

/** Debian's pocketsphinx-en-us acoustic model (16 kHz, 13 cepstra per frame). */
export const ACOUSTIC_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us/en-us';
const CEPSTRA = 13;

/**
 * The mean cepstrum of a 16 kHz WAV's speech frames, computed by `sphinx_fe` with the acoustic
 * model's own front-end settings (its feat.params, noise removal and silence removal as the
 * decoder does them); null when the file has no speech frame.
 *
 * Why: pocketsphinx normalises each frame by a running cepstral mean that starts from the value
 * in the acoustic model's feat.params, measured on wideband speech. Telephone audio (300-3400 Hz)
 * has a very different mean (its C1 is about +34 where the model starts from -5), so the decoder
 * hears the first utterance as noise ("hm") until its estimate catches up, and a one-sentence
 * phone answer is lost whole (docs/operations.md, "Phone interviews").
 */
export async function cepstralMean(
  wav: string,
  workDir: string,
  options: { sphinxFeCommand: string; acousticModelDir?: string; timeoutMs: number },
): Promise<number[] | null> {
  const modelDir = options.acousticModelDir ?? ACOUSTIC_MODEL_DIR;
  const cepstra = join(workDir, 'speech.mfc');
  await runTool(
    options.sphinxFeCommand,
    ['-argfile', join(modelDir, 'feat.params'), '-i', wav, '-mswav', 'yes', '-o', cepstra],
    options.timeoutMs,
  );
  return meanOfSphinxCepstra(await readFile(cepstra));
}

/**
 * sphinx_fe's output: a little-endian int32 count of the floats that follow, then the frames'
 * cepstra as little-endian float32, CEPSTRA per frame.
 */
export function meanOfSphinxCepstra(bytes: Buffer): number[] | null {
  if (bytes.byteLength < 4) return null;
  const count = Math.min(bytes.readInt32LE(0), Math.floor((bytes.byteLength - 4) / 4));
  const frames = Math.floor(count / CEPSTRA);
  if (frames <= 0) return null;
  const sums = new Array<number>(CEPSTRA).fill(0);
  for (let f = 0; f < frames; f++)
    for (let c = 0; c < CEPSTRA; c++) sums[c]! += bytes.readFloatLE(4 + 4 * (f * CEPSTRA + c));
  const mean = sums.map((sum) => sum / frames);
  return mean.every(Number.isFinite) ? mean : null;
}

/**
 * A copy of the acoustic model (links to its files) whose feat.params starts the cepstral mean
 * at `mean`. A `-cmninit` on pocketsphinx's command line does not do this: pocketsphinx 0.8 reads
 * the model's feat.params after the command line, and its value wins.
 */
export async function acousticModelStartingAt(
  mean: readonly number[],
  workDir: string,
  acousticModelDir = ACOUSTIC_MODEL_DIR,
): Promise<string> {
  const dir = join(workDir, 'acoustic-model');
  await mkdir(dir);
  for (const name of await readdir(acousticModelDir)) {
    if (name !== 'feat.params') await symlink(join(acousticModelDir, name), join(dir, name));
  }
  const params = await readFile(join(acousticModelDir, 'feat.params'), 'utf8');
  const cmninit = `-cmninit ${mean.map((v) => v.toFixed(2)).join(',')}`;
  const kept = params.split('\n').filter((line) => line.trim() && !line.startsWith('-cmninit '));
  await writeFile(join(dir, 'feat.params'), [...kept, cmninit, ''].join('\n'));
  return dir;
}
