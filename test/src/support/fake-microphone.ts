import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { audioSeconds, SPEECH_CACHE_DIR, speechFile } from '@sauti/adapters/testing/speech/generate';
import { launchChromium } from './chromium.js';

const run = promisify(execFile);

/** A WAV for Chromium's fake microphone: silence, one utterance, silence; Chromium loops it. */
export interface MicrophoneLoop {
  path: string;
  /** Silence before the speech, in seconds. */
  leadSeconds: number;
  /** Length of the speech itself. */
  speechSeconds: number;
  /** Length of one loop of the file. */
  periodSeconds: number;
}

/**
 * flite speaking `text` (via {@link speechFile}) between `leadSeconds` and `tailSeconds` of
 * silence. Chromium plays the file from its start when the page opens the microphone and loops
 * it, so the silence lets a recording that starts after the identity check's 3-second countdown
 * hold the phrase exactly once — a phrase heard twice is not an exact match.
 */
export async function microphoneLoop(
  text: string,
  options: { leadSeconds?: number; tailSeconds?: number } = {},
): Promise<MicrophoneLoop> {
  const leadSeconds = options.leadSeconds ?? 4;
  const tailSeconds = options.tailSeconds ?? 3;
  const speech = await speechFile(text, { format: 'wav' });
  const speechSeconds = await audioSeconds(speech);
  const target = speech.replace(/\.wav$/, `.lead${leadSeconds}-tail${tailSeconds}.wav`);
  if (!existsSync(target)) {
    await mkdir(SPEECH_CACHE_DIR, { recursive: true });
    const partial = join(SPEECH_CACHE_DIR, `${process.pid}.${Date.now()}.partial.wav`);
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', speech],
      ...['-af', `adelay=${leadSeconds * 1000}:all=1,apad=pad_dur=${tailSeconds}`],
      ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', partial],
    ]);
    await rename(partial, target);
  }
  return { path: target, leadSeconds, speechSeconds, periodSeconds: await audioSeconds(target) };
}

/**
 * A WAV for a microphone that hears next to nothing: 20 s of faint hiss at about -75 dBFS (sox), as
 * a muted or covered phone microphone gives. Chromium loops it; the page's gain control leaves it
 * that quiet (it lifts voices, not hiss).
 */
export async function nearSilentMicrophone(): Promise<string> {
  const target = join(SPEECH_CACHE_DIR, 'near-silent-75dbfs.wav');
  if (!existsSync(target)) {
    await mkdir(SPEECH_CACHE_DIR, { recursive: true });
    const partial = join(SPEECH_CACHE_DIR, `${process.pid}.${Date.now()}.near-silent.wav`);
    const format = ['-r', '16000', '-c', '1', '-b', '16'];
    await run('sox', ['-n', ...format, partial, 'synth', '20', 'whitenoise', 'vol', '0.0005']);
    await rename(partial, target);
  }
  return target;
}

/** Chromium whose microphone plays `wav` (looping) and is granted without asking. */
export function launchWithMicrophone(wav: string): Promise<Browser> {
  return launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
}
