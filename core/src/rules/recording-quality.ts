import { speechBand } from './speech-band.js';

/** The rate the check judges a recording at, the rate recognisers hear it at: a third of the work of 48 kHz. */
export const ANALYSIS_SAMPLE_RATE = 16_000;

/**
 * When a recording will not be understood (docs/behaviour/interview.md §16): the one home of the
 * thresholds. The figures beside them were measured (`npm run bench:recording-check`, several
 * runs) on what Chromium records from a fake microphone with the page's own settings (echo
 * cancellation, noise suppression and automatic gain, which lifts a voice 45 dB too quiet to
 * normal level) and decodes back at 16 kHz; the word error rates are pocketsphinx's on the same
 * recordings (clean: 13-19 %).
 */
export const RECORDING_QUALITY = {
  /** Frames of 20 ms: short enough to fall between words, long enough for a steady level. */
  frameSeconds: 0.02,
  /**
   * Near-silent: the loud frames (the 95th percentile) stay under -45 dBFS. Speech lands at
   * -25 to -5 dBFS after the browser's gain control, even when it reached the microphone 45 dB
   * too quiet; a microphone hearing nothing reads -75 dBFS or lower.
   */
  quietDb: -45,
  loudPercentile: 0.95,
  /** A sample at or above 0.98 of full scale (-0.2 dBFS) counts as clipped. */
  clippedLevel: 0.98,
  /**
   * Clipped: more than 1 % of the samples at full scale. Measured: clean speech 0.02-0.05 % (WER
   * 13-19 %); driven 6 dB into clipping 0.15-0.17 % (17-21 %), 10 dB 1.3-1.4 % (31-35 %), 20 dB
   * 2.7-4.0 % (83-88 %). The first second of loud speech, while the gain control settles, reaches
   * 0.6 %.
   */
  clippedShareMax: 0.01,
  /**
   * The noise floor around a frame is the quietest frame within half a second either side: speech
   * dips between syllables and words several times a second, steady noise does not. A floor that
   * follows the recording also ignores the browser's noise suppression settling in (a steady
   * sound fades by 15-20 dB over the first two seconds).
   */
  floorWindowSeconds: 0.5,
  /** A frame is speech when its speech band stands 9 dB over that local floor... */
  speechMarginDb: 9,
  /**
   * ...and reaches -60 dBFS: a soft syllable of a voice the gain control brought to -25 dBFS is
   * still above it, the small ripples of a quiet room under it are not.
   */
  speechFrameMinDb: -60,
  /**
   * Mostly noise (1): less than a fifth of the recording heard as speech. Measured: clean speech
   * 0.88-0.89, 14 s of speech after 8 s of silence 0.57, speech in pink noise at 0 dB SNR
   * 0.27-0.33, at -5 dB 0.05-0.07; 4 s of a steady tone, hum, hiss or rumble 0.00-0.17.
   */
  speechShareMin: 0.2,
  /** The quietest tenth of the frames: the pauses, whose level is the noise under the voice. */
  floorPercentile: 0.1,
  /**
   * Mostly noise (2): the voice stands less than 20 dB over the pauses (the speech band's 95th
   * percentile over its 10th). Measured after the browser's noise suppression: clean speech 44-47
   * dB; in pink noise at 20 dB SNR 43, at 10 dB 32, at 5 dB 25-27, at 0 dB 18 (WER 94-96 %), at
   * -5 dB 14-15.
   */
  voiceOverNoiseMinDb: 20,
} as const;

/** Why a recording will not be understood, or 'ok'. */
export type RecordingVerdict = 'ok' | 'quiet' | 'clipped' | 'noisy';

/** What was measured of one recording. */
export interface RecordingQuality {
  verdict: RecordingVerdict;
  /** The level of the loud frames, dBFS. */
  levelDb: number;
  /** The highest sample, dBFS. */
  peakDb: number;
  /** Share of the samples at full scale (0-1). */
  clippedShare: number;
  /** Share of the frames heard as speech (0-1). */
  speechShare: number;
  /** How far the voice stands over the noise in the pauses, dB. */
  voiceOverNoiseDb: number;
}

/** The quietest level reported: digital silence is -100 dBFS, not minus infinity. */
const SILENCE_DB = -100;

function decibels(amplitude: number): number {
  return amplitude > 0 ? Math.max(SILENCE_DB, 20 * Math.log10(amplitude)) : SILENCE_DB;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return SILENCE_DB;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** The RMS level (dBFS) of each whole frame of `samples`. */
function frameLevels(samples: Float32Array, frameLength: number): number[] {
  const levels: number[] = [];
  for (let start = 0; start + frameLength <= samples.length; start += frameLength) {
    let energy = 0;
    for (let i = start; i < start + frameLength; i++) energy += samples[i]! * samples[i]!;
    levels.push(decibels(Math.sqrt(energy / frameLength)));
  }
  return levels;
}

/** Frames that stand `speechMarginDb` over the quietest frame near them, and are not near-silent. */
function countSpeechFrames(bandDb: readonly number[], window: number): number {
  let count = 0;
  for (let i = 0; i < bandDb.length; i++) {
    const level = bandDb[i]!;
    let floor = level;
    const end = Math.min(bandDb.length - 1, i + window);
    for (let j = Math.max(0, i - window); j <= end; j++) floor = Math.min(floor, bandDb[j]!);
    if (level >= RECORDING_QUALITY.speechFrameMinDb && level >= floor + RECORDING_QUALITY.speechMarginDb)
      count++;
  }
  return count;
}

/**
 * Judges a mono recording (samples in -1..1 at `sampleRate`): near-silent, clipped, mostly noise,
 * or fine. Pure, so it is tested on made-up signals; the interview page feeds it each answer,
 * decoded on the device at {@link ANALYSIS_SAMPLE_RATE}.
 */
export function assessRecording(samples: Float32Array, sampleRate: number): RecordingQuality {
  const rules = RECORDING_QUALITY;
  let peak = 0;
  let clipped = 0;
  for (const sample of samples) {
    const magnitude = Math.abs(sample);
    if (magnitude > peak) peak = magnitude;
    if (magnitude >= rules.clippedLevel) clipped++;
  }
  const frameLength = Math.max(1, Math.round(rules.frameSeconds * sampleRate));
  const levels = frameLevels(samples, frameLength).sort((a, b) => a - b);
  const bandLevels = frameLevels(speechBand(samples, sampleRate), frameLength);
  const sortedBand = [...bandLevels].sort((a, b) => a - b);
  const speechFrames = countSpeechFrames(
    bandLevels,
    Math.round(rules.floorWindowSeconds / rules.frameSeconds),
  );
  const measured = {
    levelDb: percentile(levels, rules.loudPercentile),
    peakDb: decibels(peak),
    clippedShare: samples.length > 0 ? clipped / samples.length : 0,
    speechShare: levels.length > 0 ? speechFrames / levels.length : 0,
    voiceOverNoiseDb:
      percentile(sortedBand, rules.loudPercentile) - percentile(sortedBand, rules.floorPercentile),
  };
  return { verdict: verdictOf(measured), ...measured };
}

function verdictOf(measured: Omit<RecordingQuality, 'verdict'>): RecordingVerdict {
  const rules = RECORDING_QUALITY;
  if (measured.levelDb < rules.quietDb) return 'quiet';
  if (measured.clippedShare > rules.clippedShareMax) return 'clipped';
  if (measured.speechShare < rules.speechShareMin) return 'noisy';
  if (measured.voiceOverNoiseDb < rules.voiceOverNoiseMinDb) return 'noisy';
  return 'ok';
}
