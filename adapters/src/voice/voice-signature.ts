import { powerSpectrum } from './fft.js';
import { dct, melFilterbank } from './mel.js';

/** The sample rate every signature is computed at (ffmpeg resamples to it). */
export const SIGNATURE_SAMPLE_RATE = 16_000;

const FRAME = 400; // 25 ms
const HOP = 160; // 10 ms
const FFT_SIZE = 512;
const MEL_BANDS = 32;
/** Cepstral coefficients c1..c19 are kept; c0 is loudness, which says nothing about who speaks. */
const CEPSTRA = 20;
/** Frames quieter than the loudest by more than this are pauses or noise, not speech. */
const VOICED_RANGE_DB = 35;
/** Below this RMS (of 16-bit full scale 1.0) a frame is silence, however quiet the clip is. */
const SILENCE_RMS = 1e-3;
/** Under half a second of voiced frames there is too little speech to describe a voice. */
export const MIN_VOICED_FRAMES = 50;
/** Pitch search range: 60-400 Hz covers adult voices. */
const PITCH_MIN_HZ = 60;
const PITCH_MAX_HZ = 400;
const PITCH_WINDOW = 640; // 40 ms: two periods of the lowest pitch
/** A normalised autocorrelation peak under this is not a periodic (voiced) frame. */
const PERIODICITY = 0.45;

/** Signature entries 0..18 are the cepstral means (c1..c19). */
export const CEPSTRAL_MEAN_COUNT = CEPSTRA - 1;

/** Length of a signature: 19 cepstral means, 19 cepstral deviations and the median pitch. */
export const SIGNATURE_LENGTH = 2 * (CEPSTRA - 1) + 1;

const FILTERS = melFilterbank(MEL_BANDS, FFT_SIZE, SIGNATURE_SAMPLE_RATE, 60, 7_600);
const WINDOW = Float64Array.from(
  { length: FRAME },
  (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME - 1)),
);

/**
 * A fixed-length description of the voice in `samples` (mono, 16 kHz, -1..1): the mean and
 * standard deviation of the MFCCs c1..c19 over the speech frames, and the median pitch (log2 Hz,
 * 0 when none is found). Null when under half a second of the clip is speech.
 */
export function voiceSignature(samples: Float64Array): number[] | null {
  const starts = speechFrames(samples);
  if (starts.length < MIN_VOICED_FRAMES) return null;
  const cepstra = starts.map((start) => mfcc(samples, start));
  const means = new Array<number>(CEPSTRA - 1).fill(0);
  const spreads = new Array<number>(CEPSTRA - 1).fill(0);
  for (const c of cepstra) for (let k = 1; k < CEPSTRA; k++) means[k - 1]! += c[k]! / cepstra.length;
  for (const c of cepstra) {
    for (let k = 1; k < CEPSTRA; k++) spreads[k - 1]! += (c[k]! - means[k - 1]!) ** 2 / cepstra.length;
  }
  return [...means, ...spreads.map(Math.sqrt), medianPitch(samples, starts)];
}

/** Start offsets of the frames loud enough to be speech (an energy gate relative to the loudest). */
function speechFrames(samples: Float64Array): number[] {
  const starts: number[] = [];
  const levels: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    let sum = 0;
    for (let i = start; i < start + FRAME; i++) sum += samples[i]! * samples[i]!;
    starts.push(start);
    levels.push(Math.sqrt(sum / FRAME));
  }
  const loudest = Math.max(0, ...levels);
  const floor = Math.max(SILENCE_RMS, loudest * 10 ** (-VOICED_RANGE_DB / 20));
  return starts.filter((_, i) => levels[i]! >= floor);
}

function mfcc(samples: Float64Array, start: number): Float64Array {
  const frame = new Float64Array(FRAME);
  // Pre-emphasis lifts the high formants that carry most of the speaker detail.
  for (let i = 0; i < FRAME; i++) {
    const previous = start + i > 0 ? samples[start + i - 1]! : 0;
    frame[i] = (samples[start + i]! - 0.97 * previous) * WINDOW[i]!;
  }
  const power = powerSpectrum(frame, FFT_SIZE);
  const logMel = new Float64Array(MEL_BANDS);
  FILTERS.forEach((weights, band) => {
    let energy = 0;
    for (let bin = 0; bin < weights.length; bin++) energy += weights[bin]! * power[bin]!;
    logMel[band] = Math.log(energy + 1e-10);
  });
  return dct(logMel, CEPSTRA);
}

/** Median pitch (log2 Hz) of the periodic speech frames, by normalised autocorrelation; 0 if none. */
function medianPitch(samples: Float64Array, starts: readonly number[]): number {
  const minLag = Math.floor(SIGNATURE_SAMPLE_RATE / PITCH_MAX_HZ);
  const maxLag = Math.ceil(SIGNATURE_SAMPLE_RATE / PITCH_MIN_HZ);
  const pitches: number[] = [];
  for (const start of starts) {
    if (start + PITCH_WINDOW + maxLag > samples.length) break;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      let a = 0;
      let b = 0;
      for (let i = start; i < start + PITCH_WINDOW; i++) {
        cross += samples[i]! * samples[i + lag]!;
        a += samples[i]! * samples[i]!;
        b += samples[i + lag]! * samples[i + lag]!;
      }
      const r = cross / Math.sqrt(a * b + 1e-20);
      if (r > best) [best, bestLag] = [r, lag];
    }
    if (best >= PERIODICITY) pitches.push(Math.log2(SIGNATURE_SAMPLE_RATE / bestLag));
  }
  if (pitches.length === 0) return 0;
  pitches.sort((x, y) => x - y);
  return pitches[Math.floor(pitches.length / 2)]!;
}
