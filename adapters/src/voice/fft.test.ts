import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { powerSpectrum } from './fft.js';

describe('powerSpectrum', () => {
  it('puts a sine wave of bin k into bin k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 255 }), (k) => {
        const frame = Float64Array.from({ length: 512 }, (_, i) => Math.sin((2 * Math.PI * k * i) / 512));
        const power = powerSpectrum(frame, 512);
        const peak = power.indexOf(Math.max(...power));
        expect(peak).toBe(k);
        // Parseval for a pure sine: all energy (N²/4) in that one bin
        expect(power[k]).toBeCloseTo((512 * 512) / 4, 6);
      }),
    );
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => powerSpectrum(new Float64Array(10), 400)).toThrow(/power of two/);
  });
});
