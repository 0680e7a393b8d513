import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateCallCostMicros, phoneCallStats } from './phone-call-cost.js';

const rate = { perMinuteMicros: 13_500, currency: 'USD' };

describe('what phone calls cost, estimated (docs/operations.md)', () => {
  it('bills each started minute at the rate', () => {
    expect(estimateCallCostMicros(0, rate)).toBe(0);
    expect(estimateCallCostMicros(1, rate)).toBe(13_500);
    expect(estimateCallCostMicros(60, rate)).toBe(13_500);
    expect(estimateCallCostMicros(61, rate)).toBe(27_000);
    expect(estimateCallCostMicros(-5, rate)).toBe(0);
    fc.assert(
      fc.property(fc.nat(36_000), (seconds) => {
        const cost = estimateCallCostMicros(seconds, rate);
        expect(cost).toBeGreaterThanOrEqual((seconds / 60) * rate.perMinuteMicros);
        expect(cost).toBeLessThan((seconds / 60 + 1) * rate.perMinuteMicros);
      }),
    );
  });

  it('shows a job’s totals in minutes and the currency, nothing without calls, no amount without a rate', () => {
    expect(phoneCallStats({ calls: 0, seconds: 0, estimatedCostMicros: 0 }, 'USD')).toBeNull();
    expect(phoneCallStats({ calls: 2, seconds: 755, estimatedCostMicros: 189_000 }, 'USD')).toEqual({
      calls: 2,
      minutes: 12.6,
      estimatedCost: { amount: 0.19, currency: 'USD' },
    });
    expect(phoneCallStats({ calls: 1, seconds: 60, estimatedCostMicros: 0 }, null)).toEqual({
      calls: 1,
      minutes: 1,
      estimatedCost: null,
    });
    // A negative duration a provider reported never shows as negative minutes (nor as a cell
    // starting with '-' in an export).
    expect(phoneCallStats({ calls: 1, seconds: -30, estimatedCostMicros: 0 }, null)?.minutes).toBe(0);
  });
});
