import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEvidence, locateQuote, normaliseForQuote } from './evidence.js';

const WORDS = ['I', 'solved', 'the', 'problem', 'with', 'our', 'team', 'customer', 'call', 'explained', '42'];
const transcript = fc.array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 40 }).chain((words) =>
  fc
    .array(fc.constantFrom(' ', ', ', '. ', '  ', '! '), {
      minLength: words.length,
      maxLength: words.length,
    })
    .map((gaps) => words.map((w, i) => w + gaps[i]).join('')),
);

describe('evidence check', () => {
  it('keeps any quote cut from a transcript, whatever its case, spacing or punctuation', () => {
    fc.assert(
      fc.property(transcript, fc.nat(), fc.nat(), fc.boolean(), (text, a, b, upper) => {
        const start = a % text.length;
        const end = start + 1 + (b % (text.length - start));
        const cut = text.slice(start, end);
        fc.pre(normaliseForQuote(cut) !== '');
        const quote = upper ? cut.toUpperCase().replace(/ /g, '\n ') : cut;
        const { kept, flagged } = checkEvidence(
          [{ quote, questionIndex: 0 }],
          [{ questionIndex: 0, transcript: text }],
        );
        expect(flagged).toBe(0);
        expect(kept).toHaveLength(1);
      }),
    );
  });

  it('drops and counts a random string as flagged', () => {
    fc.assert(
      fc.property(transcript, fc.stringMatching(/^[a-z]{12,30}$/), (text, invented) => {
        const result = checkEvidence(
          [{ quote: invented, questionIndex: 0 }],
          [{ questionIndex: 0, transcript: text }],
        );
        expect(result).toEqual({ kept: [], flagged: 1 });
      }),
    );
  });

  it('keeps the good quotes and counts the rest', () => {
    const answers = [
      { questionIndex: 0, transcript: 'I explained the refund policy. The customer calmed down.' },
      { questionIndex: 1, transcript: 'We cut waiting times by 20 percent!' },
    ];
    const result = checkEvidence(
      [
        { quote: 'the customer calmed down', questionIndex: 0 },
        { quote: 'we cut waiting times by 20 percent', questionIndex: 0 },
        { quote: 'I led a team of fifty', questionIndex: 1 },
        { quote: '...', questionIndex: 1 },
      ],
      answers,
    );
    expect(result.flagged).toBe(2);
    expect(result.kept).toEqual([
      { quote: 'the customer calmed down', questionIndex: 0 },
      // found in another answer: the index follows the transcript it really came from
      { quote: 'we cut waiting times by 20 percent', questionIndex: 1 },
    ]);
  });

  it('matches inside a word (a cut may split one) but never across a missing space', () => {
    expect(
      locateQuote({ quote: 'solved', questionIndex: 0 }, [{ questionIndex: 0, transcript: 'unsolvedness' }]),
    ).toBe(0);
    expect(
      locateQuote({ quote: 'team work', questionIndex: 0 }, [{ questionIndex: 0, transcript: 'teamwork' }]),
    ).toBeNull();
  });
});
