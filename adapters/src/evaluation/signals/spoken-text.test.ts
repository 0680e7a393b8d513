import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSpokenText, originalSpan } from './spoken-text.js';

describe('spoken text', () => {
  it('takes out hesitations, fillers set off by commas, cut-off words and restarts', () => {
    expect(cleanSpokenText('I did not, you know, blame housekeeping').text).toBe(
      'I did not blame housekeeping',
    );
    expect(cleanSpokenText('Um, I I checked the the meter, eh, and w- we found it').text).toBe(
      'I checked the meter and we found it',
    );
    // "you know the procedure" is content, not a filler.
    expect(cleanSpokenText('Then you know the procedure is clear').text).toBe(
      'Then you know the procedure is clear',
    );
  });

  it('keeps, for every character, where it stood, so a span of the clean text is quoted verbatim', () => {
    const transcript = 'Eh, I, I called the, the agent at 6 a.m.';
    const spoken = cleanSpokenText(transcript);
    const at = spoken.text.indexOf('called');
    expect(originalSpan(spoken, transcript, at, spoken.text.length)).toBe('called the, the agent at 6 a.m.');
  });

  it('keeps figures, times, abbreviations and amounts as written: a decimal point is not a full stop', () => {
    for (const text of [
      'The float was 2.5 million shillings, about 18,000 dollars, counted at 10.30 and again at 14:45.',
      'We moved to version 2.3.1 of the app, e.g. the agents in Kisumu, at 6 a.m. with J.K. Mensah.',
      'He asked for N$18,000 (cash) for "transport", 3.5% of the total, on 12/05/2023.',
    ])
      expect(cleanSpokenText(text).text).toBe(text);
    // Fillers still go, and the words either side of them are set apart by one space.
    expect(cleanSpokenText('It was, um, 2.5 2.5 litres, you know, per day').text).toBe(
      'It was 2.5 litres per day',
    );
  });

  it('never throws and keeps offsets inside the transcript, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const spoken = cleanSpokenText(text);
        expect(spoken.offsets).toHaveLength(spoken.text.length);
        for (const offset of spoken.offsets) expect(offset).toBeLessThan(Math.max(1, text.length));
      }),
    );
  });
});
