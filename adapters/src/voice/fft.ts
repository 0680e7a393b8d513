/**
 * Power spectrum of one real frame by an iterative radix-2 FFT. `size` must be a power of two;
 * the frame is zero-padded (or cut) to it. Returns `size / 2 + 1` bins, |X(k)|².
 */
export function powerSpectrum(frame: Float64Array, size: number): Float64Array {
  if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two`);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  re.set(frame.length > size ? frame.subarray(0, size) : frame);
  bitReverse(re, size);
  for (let span = 2; span <= size; span *= 2) {
    const half = span / 2;
    const step = (-2 * Math.PI) / span;
    for (let start = 0; start < size; start += span) {
      for (let k = 0; k < half; k++) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + half;
        const tr = wr * re[b]! - wi * im[b]!;
        const ti = wr * im[b]! + wi * re[b]!;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const power = new Float64Array(size / 2 + 1);
  for (let k = 0; k < power.length; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
  return power;
}

/** Reorders a real input in place for the in-place butterflies (its imaginary part is all zero). */
function bitReverse(re: Float64Array, size: number): void {
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const t = re[i]!;
      re[i] = re[j]!;
      re[j] = t;
    }
  }
}
