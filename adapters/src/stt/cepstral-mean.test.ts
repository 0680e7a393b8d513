import { describe, expect, it } from 'vitest';
import { meanOfSphinxCepstra } from './cepstral-mean.js';

/** sphinx_fe's file: the float count, then the frames' 13 cepstra, all little-endian. */
function sphinxCepstra(frames: number[][]): Buffer {
  const values = frames.flat();
  const bytes = Buffer.alloc(4 + 4 * values.length);
  bytes.writeInt32LE(values.length, 0);
  values.forEach((v, i) => bytes.writeFloatLE(v, 4 + 4 * i));
  return bytes;
}

describe('meanOfSphinxCepstra', () => {
  it('averages each of the 13 cepstra over the frames', () => {
    const first = Array.from({ length: 13 }, (_, c) => c);
    const second = Array.from({ length: 13 }, (_, c) => 3 * c + 2);
    expect(meanOfSphinxCepstra(sphinxCepstra([first, second]))).toEqual(
      Array.from({ length: 13 }, (_, c) => 2 * c + 1),
    );
  });

  it('gives null for a file without a whole frame, a truncated one or a non-finite value', () => {
    expect(meanOfSphinxCepstra(Buffer.alloc(0))).toBeNull();
    expect(meanOfSphinxCepstra(sphinxCepstra([]))).toBeNull();
    const truncated = sphinxCepstra([Array.from({ length: 13 }, () => 1)]).subarray(0, 40);
    expect(meanOfSphinxCepstra(truncated)).toBeNull();
    expect(meanOfSphinxCepstra(sphinxCepstra([Array.from({ length: 13 }, () => Number.NaN)]))).toBeNull();
  });
});
