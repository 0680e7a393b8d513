import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageAfter, type CursorKey } from './cursor-page.js';

const keyArb = fc.record({ at: fc.integer({ min: 0, max: 4e12 }), id: fc.uuid() });

describe('cursor pages', () => {
  it('a cursor reads back as the position it was made from', () => {
    fc.assert(
      fc.property(keyArb, (key) => {
        expect(decodeCursor(encodeCursor(key))).toEqual(key);
      }),
    );
  });

  it('text that is not a cursor of ours is refused', () => {
    for (const text of [
      '',
      '!!!',
      'bm90LWEtY3Vyc29y',
      'a'.repeat(201),
      encodeCursor({ at: 1, id: 'x' }) + '*',
    ]) {
      expect(decodeCursor(text)).toBeNull();
    }
  });

  it('walking every page of any size sees each item exactly once, in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(keyArb, { selector: (k) => k.id, maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        (items, limit) => {
          const seen: CursorKey[] = [];
          let after: CursorKey | null = null;
          for (let guard = 0; guard <= items.length + 1; guard++) {
            const page = pageAfter(items, (k) => k, after, limit);
            expect(page.data.length).toBeLessThanOrEqual(limit);
            seen.push(...page.data);
            if (!page.nextCursor) break;
            after = decodeCursor(page.nextCursor);
          }
          expect(seen.map((k) => k.id).sort()).toEqual(items.map((k) => k.id).sort());
          expect(new Set(seen.map((k) => k.id)).size).toBe(items.length);
        },
      ),
    );
  });
});
