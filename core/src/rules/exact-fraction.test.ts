import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFractions,
  divide,
  fraction,
  isBelow,
  percentText,
  truncatedDecimal,
} from './exact-fraction.js';

const count = fc.integer({ min: 0, max: 1_000_000 });
const positive = fc.integer({ min: 1, max: 1_000_000 });

describe('exact fractions', () => {
  it('are kept in lowest terms and have no value for a whole of 0', () => {
    expect(fraction(6, 8)).toEqual({ numerator: 3, denominator: 4 });
    expect(fraction(0, 7)).toEqual({ numerator: 0, denominator: 1 });
    expect(fraction(3, 0)).toBeNull();
    expect(() => fraction(1.5, 2)).toThrow(RangeError);
    expect(() => fraction(-1, 2)).toThrow(RangeError);
  });

  it('compare exactly where floating point cannot: 4/5 is not below 4/5, 799999/1000000 is', () => {
    const fourFifths = fraction(4, 5)!;
    expect(isBelow(fraction(800_000, 1_000_000)!, fourFifths)).toBe(false);
    expect(isBelow(fraction(799_999, 1_000_000)!, fourFifths)).toBe(true);
    fc.assert(
      fc.property(count, positive, count, positive, (a, b, c, d) => {
        const sign = Math.sign(compareFractions(fraction(a, b)!, fraction(c, d)!));
        expect(sign).toBe(Math.sign(a * d - c * b));
      }),
    );
  });

  it('divide: (a/b)/(c/d) = ad/bc, and nothing divides by a zero rate', () => {
    expect(divide(fraction(1, 2)!, fraction(3, 4)!)).toEqual({ numerator: 2, denominator: 3 });
    expect(divide(fraction(1, 2)!, fraction(0, 4)!)).toBeNull();
    fc.assert(
      fc.property(count, positive, positive, positive, (a, b, c, d) => {
        const q = divide(fraction(a, b)!, fraction(c, d)!)!;
        expect(compareFractions(q, fraction(a * d, b * c)!)).toBe(0);
      }),
    );
  });

  it('truncates decimals, so the text never reads higher than the value', () => {
    expect(truncatedDecimal(fraction(7996, 10000)!, 2)).toBe('0.79');
    expect(truncatedDecimal(fraction(4, 5)!, 2)).toBe('0.80');
    expect(truncatedDecimal(fraction(1, 1)!, 2)).toBe('1.00');
    expect(truncatedDecimal(fraction(2, 3)!, 3)).toBe('0.666');
    fc.assert(
      fc.property(count, positive, fc.integer({ min: 0, max: 6 }), (a, b, decimals) => {
        const text = truncatedDecimal(fraction(a, b)!, decimals);
        const [whole, rest = ''] = text.split('.');
        const shown = fraction(Number(`${whole}${rest}`), 10 ** decimals)!;
        // shown <= a/b < shown + 10^-decimals
        expect(compareFractions(shown, fraction(a, b)!)).toBeLessThanOrEqual(0);
        expect(
          compareFractions(fraction(a, b)!, fraction(Number(`${whole}${rest}`) + 1, 10 ** decimals)!),
        ).toBe(-1);
      }),
    );
  });

  it('writes percents with one decimal, rounding halves up', () => {
    expect(percentText(fraction(1, 3)!)).toBe('33.3%');
    expect(percentText(fraction(2, 3)!)).toBe('66.7%');
    expect(percentText(fraction(1, 8)!)).toBe('12.5%');
    expect(percentText(fraction(1, 16)!)).toBe('6.3%');
    expect(percentText(fraction(0, 9)!)).toBe('0.0%');
    expect(percentText(fraction(9, 9)!)).toBe('100.0%');
  });
});
