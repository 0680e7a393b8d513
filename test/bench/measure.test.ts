import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measure, percentile } from './measure.js';

describe('bench measure', () => {
  it('percentiles are monotonic and lie within the samples', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (xs) => {
          const sorted = [...xs].sort((a, b) => a - b);
          const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
          return sorted[0]! <= p50! && p50! <= p95! && p95! <= p99! && p99! <= sorted.at(-1)!;
        },
      ),
    );
  });

  it('counts every call and every failure', async () => {
    const result = await measure(50, 4, async (i) => i % 5 !== 0);
    expect(result.count).toBe(50);
    expect(result.errors).toBe(10);
  });
});
