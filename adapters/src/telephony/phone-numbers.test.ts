import { describe, expect, it } from 'vitest';
import { LibPhoneNumbers } from './phone-numbers.js';

describe('LibPhoneNumbers (E.164)', () => {
  const kenya = new LibPhoneNumbers('KE');

  it('reads the ways a candidate writes a number as one E.164 number', () => {
    for (const text of [
      '0712 345 678',
      '+254 712 345 678',
      '254712345678',
      '(0712) 345-678',
      '+254712345678',
    ]) {
      expect(kenya.normalise(text), text).toBe('+254712345678');
    }
    expect(kenya.normalise('+27 82 123 4567')).toBe('+27821234567');
  });

  it('refuses what is not a callable number', () => {
    for (const text of ['', '12345', '0712', '+254 12', 'call me', '0712345678\u0000', '+'.padEnd(60, '1')]) {
      expect(kenya.normalise(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('without a default country, only international numbers are read', () => {
    const none = new LibPhoneNumbers(undefined);
    expect(none.normalise('0712 345 678')).toBeNull();
    expect(none.normalise('+254 712 345 678')).toBe('+254712345678');
  });
});
