import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../domain/errors.js';
import { parseRetentionPeriod, retentionCutoff, retentionInWords } from './retention-period.js';

const DAY = 86_400_000;

describe('parseRetentionPeriod', () => {
  it('reads hours, days, weeks, 30-day months and 365-day years', () => {
    expect(parseRetentionPeriod('48h').ms).toBe(2 * DAY);
    expect(parseRetentionPeriod('90d').ms).toBe(90 * DAY);
    expect(parseRetentionPeriod('12w').ms).toBe(84 * DAY);
    expect(parseRetentionPeriod('6m').ms).toBe(180 * DAY);
    expect(parseRetentionPeriod('9999y').ms).toBe(9999 * 365 * DAY);
    expect(parseRetentionPeriod(' 1y ')).toEqual({ text: '1y', ms: 365 * DAY });
  });

  it('refuses anything else with a message naming the accepted forms', () => {
    for (const text of [
      '',
      '90',
      'd',
      '0d',
      '007d',
      '1.5d',
      '-3d',
      '90D',
      '3 d',
      '2mo',
      '10000d',
      'forever',
    ]) {
      let caught: unknown;
      try {
        parseRetentionPeriod(text);
      } catch (error) {
        caught = error;
      }
      expect(isDomainError(caught) && caught.code, text).toBe('VALIDATION_FAILED');
      expect((caught as Error).message).toContain('such as 48h, 90d, 12w, 6m or 1y');
    }
  });

  it('puts the cutoff exactly n units before now (property)', () => {
    const units = { h: DAY / 24, d: DAY, w: 7 * DAY, m: 30 * DAY, y: 365 * DAY };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom(...(Object.keys(units) as (keyof typeof units)[])),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (n, unit, now) => {
          const period = parseRetentionPeriod(`${n}${unit}`);
          return now.getTime() - retentionCutoff(now, period).getTime() === n * units[unit];
        },
      ),
    );
  });
});

describe('retentionInWords', () => {
  it('says the period in words a candidate reads', () => {
    expect(['6m', '1y', '48h', '90d', '1w'].map((t) => retentionInWords(parseRetentionPeriod(t)))).toEqual([
      '6 months',
      '1 year',
      '48 hours',
      '90 days',
      '1 week',
    ]);
  });
});
