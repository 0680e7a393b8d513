import { seededRandom } from '../rules/seeded-random.js';

/**
 * Made-up sounds for the recording check's tests: a voice-like signal (syllables of a buzzing
 * vowel with short gaps), steady noise and tones, silence. Seeded, so a failing property replays.
 */

/** Linear amplitude of a level in dBFS. */
export function amplitudeOf(db: number): number {
  return 10 ** (db / 20);
}

/** White noise at `db` dBFS RMS (uniform noise: RMS = peak / √3). */
export function whiteNoise(seconds: number, sampleRate: number, db: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const peak = amplitudeOf(db) * Math.sqrt(3);
  return Float32Array.from({ length: Math.round(seconds * sampleRate) }, () => (2 * random() - 1) * peak);
}

/** A steady sine at `db` dBFS RMS. */
export function steadyTone(seconds: number, sampleRate: number, hz: number, db: number): Float32Array {
  const peak = amplitudeOf(db) * Math.SQRT2;
  return Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => peak * Math.sin((2 * Math.PI * hz * i) / sampleRate),
  );
}

/** What shapes a voice-like signal. */
export interface VoiceShape {
  seconds: number;
  sampleRate: number;
  /** Pitch of the voice, Hz (a man's 90-150, a woman's 160-300). */
  pitchHz: number;
  /** Peak level of the first (and loudest) syllable, dBFS; the others are up to 12 dB softer. */
  peakDb: number;
  seed: number;
}

/**
 * Syllables of 120-300 ms (a pitch with six falling harmonics, each syllable at its own loudness,
 * rising and falling smoothly) with 40-150 ms of near-silence between them, as speech has.
 */
export function voiceLike({ seconds, sampleRate, pitchHz, peakDb, seed }: VoiceShape): Float32Array {
  const random = seededRandom(seed);
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const harmonics = [1, 0.7, 0.5, 0.35, 0.25, 0.18];
  const norm = harmonics.reduce((sum, h) => sum + h, 0);
  let at = 0;
  while (at < samples.length) {
    const length = Math.round((0.12 + 0.18 * random()) * sampleRate);
    const loudness = amplitudeOf(peakDb - (at === 0 ? 0 : 12 * random())) / norm;
    for (let i = 0; i < length && at + i < samples.length; i++) {
      const envelope = Math.sin((Math.PI * i) / length);
      const t = (at + i) / sampleRate;
      let value = 0;
      harmonics.forEach((h, k) => (value += h * Math.sin(2 * Math.PI * pitchHz * (k + 1) * t)));
      samples[at + i] = loudness * envelope * value;
    }
    at += length + Math.round((0.04 + 0.11 * random()) * sampleRate);
  }
  return samples;
}

/** `a + b`, sample by sample (the shorter one padded with silence). */
export function mix(a: Float32Array, b: Float32Array): Float32Array {
  return Float32Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/** `samples` made `gainDb` louder, cut off at full scale as a converter would. */
export function overdriven(samples: Float32Array, gainDb: number): Float32Array {
  const gain = amplitudeOf(gainDb);
  return samples.map((s) => Math.max(-1, Math.min(1, s * gain)));
}
