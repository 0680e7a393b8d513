/** Hertz to mel (the HTK formula). */
export function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}

function melToHz(mel: number): number {
  return 700 * (10 ** (mel / 2595) - 1);
}

/**
 * Triangular mel filters over the bins of a `fftSize` power spectrum: `bands` filters spaced
 * evenly on the mel scale between `lowHz` and `highHz`. Each filter is its list of bin weights.
 */
export function melFilterbank(
  bands: number,
  fftSize: number,
  sampleRate: number,
  lowHz: number,
  highHz: number,
): Float64Array[] {
  const bins = fftSize / 2 + 1;
  const lowMel = hzToMel(lowHz);
  const highMel = hzToMel(highHz);
  const edges = Array.from({ length: bands + 2 }, (_, i) =>
    melToHz(lowMel + ((highMel - lowMel) * i) / (bands + 1)),
  );
  const binHz = sampleRate / fftSize;
  return Array.from({ length: bands }, (_, band) => {
    const [left, centre, right] = [edges[band]!, edges[band + 1]!, edges[band + 2]!];
    const weights = new Float64Array(bins);
    for (let bin = 0; bin < bins; bin++) {
      const hz = bin * binHz;
      if (hz > left && hz < right) {
        weights[bin] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
      }
    }
    return weights;
  });
}

/** DCT-II of `input`, the first `count` coefficients (orthonormal scaling): log-mel → cepstrum. */
export function dct(input: Float64Array, count: number): Float64Array {
  const n = input.length;
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += input[i]! * Math.cos((Math.PI * k * (i + 0.5)) / n);
    out[k] = sum * Math.sqrt((k === 0 ? 1 : 2) / n);
  }
  return out;
}
