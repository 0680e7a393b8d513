import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ids } from '../../ports/ids.js';
import { newPin, PIN_LENGTH } from './pin.js';

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Ids whose tokens are the given URL-safe texts, in turn. */
const tokensOf = (texts: string[]): Ids => {
  let i = 0;
  return { newId: () => 'id', newToken: () => texts[i++ % texts.length]! };
};

describe('newPin', () => {
  it('is six digits from any URL-safe token stream', () => {
    const token = fc.string({ unit: fc.constantFrom(...URL_SAFE), minLength: 16, maxLength: 16 });
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 3 }), (texts) => {
        // A token made only of the skipped characters would never end: at least one usable one.
        fc.pre(texts.some((t) => [...t].some((c) => URL_SAFE.indexOf(c) < 60)));
        expect(newPin(tokensOf(texts))).toMatch(new RegExp(`^\\d{${PIN_LENGTH}}$`));
      }),
    );
  });

  it('maps equally many characters to each digit and skips the 4 past 60, so no digit is likelier', () => {
    const counts = new Array(10).fill(0) as number[];
    const usable = URL_SAFE.slice(0, 60);
    for (const c of usable) {
      const pin = newPin(tokensOf([c.repeat(16)]));
      expect(new Set(pin).size).toBe(1);
      counts[Number(pin[0])]! += 1;
    }
    expect(counts).toEqual(new Array(10).fill(6));
    // A token of only skipped characters gives no digit: the next token is drawn.
    expect(newPin(tokensOf(['-_98'.repeat(4), 'A'.repeat(16)]))).toBe('000000');
  });
});
