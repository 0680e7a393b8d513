/**
 * The band that carries what a recogniser hears of a voice: 200-4000 Hz (vowel formants and most
 * consonants; mains hum, rumble and hiss lie outside it).
 */
export const SPEECH_BAND_HZ = { low: 200, high: 4_000 } as const;

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** A second-order Butterworth section (Q = 1/√2), from the Audio EQ Cookbook (R. Bristow-Johnson). */
function butterworth(kind: 'lowpass' | 'highpass', cutoffHz: number, sampleRate: number): Biquad {
  const w0 = (2 * Math.PI * cutoffHz) / sampleRate;
  const alpha = Math.sin(w0) / Math.SQRT2;
  const cos = Math.cos(w0);
  const a0 = 1 + alpha;
  const b1 = kind === 'lowpass' ? 1 - cos : -(1 + cos);
  const b0 = kind === 'lowpass' ? b1 / 2 : -b1 / 2;
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

function filter(input: Float32Array, f: Biquad): Float32Array {
  const output = new Float32Array(input.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i]!;
    const y = f.b0 * x + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    output[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return output;
}

/** `samples` keeping only the speech band (the upper edge lowered below Nyquist for narrow audio). */
export function speechBand(samples: Float32Array, sampleRate: number): Float32Array {
  const high = Math.min(SPEECH_BAND_HZ.high, 0.45 * sampleRate);
  const highPassed = filter(samples, butterworth('highpass', SPEECH_BAND_HZ.low, sampleRate));
  return filter(highPassed, butterworth('lowpass', high, sampleRate));
}
