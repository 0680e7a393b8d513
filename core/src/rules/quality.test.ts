import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiCheatingFlags, qualityFlags } from './quality.js';

const codes = (flags: { code: string }[]) => flags.map((f) => f.code);
const duration = fc.integer({ min: 0, max: 900 });
const durations = fc.array(duration, { maxLength: 12 });

describe('qualityFlags', () => {
  it('flags tab switching iff more than 3', () => {
    fc.assert(
      fc.property(fc.nat(50), durations, (tabs, ds) => {
        const flagged = codes(qualityFlags({ tabSwitchCount: tabs, responseDurations: ds }));
        expect(flagged.includes('tab_switching')).toBe(tabs > 3);
      }),
    );
  });

  it('flags short responses iff more than 1 is under 10 s', () => {
    fc.assert(
      fc.property(durations, (ds) => {
        const flagged = codes(qualityFlags({ tabSwitchCount: 0, responseDurations: ds }));
        expect(flagged.includes('short_responses')).toBe(ds.filter((d) => d < 10).length > 1);
      }),
    );
    const at = (ds: number[]) => codes(qualityFlags({ tabSwitchCount: 0, responseDurations: ds }));
    expect(at([9, 9.9, 60])).toContain('short_responses');
    expect(at([9, 10, 60])).not.toContain('short_responses');
  });

  it('flags a long response iff one exceeds 300 s', () => {
    fc.assert(
      fc.property(durations, (ds) => {
        const flagged = codes(qualityFlags({ tabSwitchCount: 0, responseDurations: ds }));
        expect(flagged.includes('long_response')).toBe(ds.some((d) => d > 300));
      }),
    );
  });

  it('flags a long interview iff total time exceeds 10 minutes per response', () => {
    fc.assert(
      fc.property(fc.array(duration, { minLength: 1, maxLength: 8 }), fc.nat(20_000), (ds, total) => {
        const flagged = codes(
          qualityFlags({ tabSwitchCount: 0, responseDurations: ds, totalSeconds: total }),
        );
        expect(flagged.includes('long_interview')).toBe(total > ds.length * 600);
      }),
    );
    const at = (total: number) =>
      codes(qualityFlags({ tabSwitchCount: 0, responseDurations: [60, 60], totalSeconds: total }));
    expect(at(1200)).not.toContain('long_interview');
    expect(at(1201)).toContain('long_interview');
  });

  it('judges timing only with more than 2 responses: one above 3× or two below 0.3× the average', () => {
    fc.assert(
      fc.property(durations, (ds) => {
        const flagged = codes(qualityFlags({ tabSwitchCount: 0, responseDurations: ds })).includes(
          'inconsistent_timing',
        );
        if (ds.length <= 2) {
          expect(flagged).toBe(false);
          return;
        }
        const mean = ds.reduce((a, b) => a + b, 0) / ds.length;
        const expected = ds.some((d) => d > 3 * mean) || ds.filter((d) => d < 0.3 * mean).length > 1;
        expect(flagged).toBe(expected);
      }),
    );
    const at = (ds: number[]) => codes(qualityFlags({ tabSwitchCount: 0, responseDurations: ds }));
    expect(at([60, 60, 60])).toEqual([]);
    expect(at([10, 10, 10, 10, 10, 10, 10, 10, 10, 200])).toContain('inconsistent_timing');
    expect(at([100, 100, 100, 20, 20])).toContain('inconsistent_timing');
    expect(at([100, 100, 100, 20])).not.toContain('inconsistent_timing');
  });

  it('gives each flag a readable message', () => {
    const flags = qualityFlags({ tabSwitchCount: 5, responseDurations: [5, 5, 400] });
    expect(flags.find((f) => f.code === 'tab_switching')?.message).toBe(
      'Switched tabs 5 times during the interview',
    );
    expect(flags.find((f) => f.code === 'short_responses')?.message).toBe(
      '2 responses were shorter than 10 seconds',
    );
    expect(flags.find((f) => f.code === 'long_response')?.message).toBe(
      'A response lasted longer than 5 minutes',
    );
  });
});

describe('antiCheatingFlags', () => {
  it('flags more than 3 tab switches, an average under 10 s, and a spread under 5 s over >2 answers', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 10 }), (tabs, ts) => {
        const flagged = codes(antiCheatingFlags({ tabSwitchCount: tabs, timePerQuestion: ts }));
        expect(flagged.includes('tab_switching')).toBe(tabs > 3);
        const mean = ts.length ? ts.reduce((a, b) => a + b, 0) / ts.length : Infinity;
        expect(flagged.includes('fast_responses')).toBe(mean < 10);
        const spread = ts.length > 2 ? Math.max(...ts) - Math.min(...ts) : Infinity;
        expect(flagged.includes('uniform_timing')).toBe(spread < 5);
      }),
    );
    const at = (ts: number[]) => codes(antiCheatingFlags({ tabSwitchCount: 0, timePerQuestion: ts }));
    expect(at([30, 34, 34.9])).toEqual(['uniform_timing']);
    expect(at([30, 35, 33])).toEqual([]);
    expect(at([30, 31])).toEqual([]);
    expect(at([9, 10.9])).toEqual(['fast_responses']);
  });
});
