import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_LIMIT_SECONDS,
  estimateInterviewData,
  QUESTION_AUDIO_BYTES,
  RECORDED_BYTES_PER_SECOND,
  WARM_UP_LIMIT_SECONDS,
} from './data-estimate';

describe('estimateInterviewData', () => {
  it('counts 90 s answers at 3.4 kB/s plus the warm-up and the question audio', () => {
    // 7 × 90 s × 3400 B/s = 2.142 MB; warm-up 30 s = 0.102 MB; 7 × 80 kB = 0.56 MB.
    expect(estimateInterviewData(7)).toEqual({
      uploadBytes: 2_244_000,
      downloadBytes: 560_000,
      totalBytes: 2_804_000,
      totalMegabytes: 2.9,
    });
  });

  it('never under-states the data: the shown MB cover every byte, within 0.1 MB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (n) => {
        const bytes =
          (n * ANSWER_LIMIT_SECONDS + WARM_UP_LIMIT_SECONDS) * RECORDED_BYTES_PER_SECOND +
          n * QUESTION_AUDIO_BYTES;
        const estimate = estimateInterviewData(n);
        expect(estimate.totalBytes).toBe(bytes);
        expect(estimate.totalMegabytes * 1_000_000).toBeGreaterThanOrEqual(bytes - 1e-6);
        expect(estimate.totalMegabytes * 1_000_000 - bytes).toBeLessThan(100_000);
      }),
    );
  });
});
