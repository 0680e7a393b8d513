import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMULA_TRIGGERS, NEUTRALISING_PREFIX, neutraliseText, safeCell } from './spreadsheet-cell.js';

const startsWithTrigger = (text: string) => FORMULA_TRIGGERS.some((t) => text.startsWith(t));
// eslint-disable-next-line no-control-regex -- the characters a cell cannot hold
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

describe('neutraliseText (docs/behaviour/review.md §11)', () => {
  it('prefixes a single quote to each formula trigger, as OWASP recommends', () => {
    expect(neutraliseText('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    for (const text of ['+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseText(text), JSON.stringify(text)).toBe(NEUTRALISING_PREFIX + text);
  });

  it('drops NUL and other characters no cell can hold before judging the start', () => {
    expect(neutraliseText('\u0000=1+1')).toBe("'=1+1");
    expect(neutraliseText('Za\u0000wadi\u000b')).toBe('Zawadi');
    expect(neutraliseText('a\uD800b')).toBe('a\uFFFDb');
  });

  it('leaves ordinary text, line breaks inside it and emoji alone', () => {
    for (const text of ['Zawadi Mwangi', "N'Golo Kanté", 'line\nbreak', '9 = 9', '😀 ok'])
      expect(neutraliseText(text)).toBe(text);
  });

  it('never returns text that starts with a trigger or holds a forbidden character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const safe = neutraliseText(text);
        expect(startsWithTrigger(safe)).toBe(false);
        expect(safe).not.toMatch(FORBIDDEN);
      }),
    );
  });

  it('returns clean text that does not start with a trigger unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', maxLength: 60 })
          .filter((t) => !startsWithTrigger(t) && !FORBIDDEN.test(t)),
        (text) => {
          expect(neutraliseText(text)).toBe(text);
        },
      ),
    );
  });

  it('only ever adds the prefix to the cleaned text (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_TRIGGERS), fc.string({ maxLength: 40 }), (trigger, rest) => {
        const text = trigger + rest.replace(new RegExp(FORBIDDEN.source, 'g'), '');
        expect(neutraliseText(text)).toBe(NEUTRALISING_PREFIX + text);
      }),
    );
  });
});

describe('safeCell', () => {
  it('keeps numbers as numbers (negative ones too) and null as an empty cell', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(87.5)).toBe(87.5);
    expect(safeCell(null)).toBeNull();
    expect(safeCell(Number.NaN)).toBeNull();
    expect(safeCell('-5')).toBe("'-5");
  });
});
