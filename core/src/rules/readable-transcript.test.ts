import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseForQuote } from './evidence.js';
import { readableTranscript, SENTENCE_PAUSE_SECONDS, type TimedWord } from './readable-transcript.js';

/** Timed words for a text: `pauses` maps a word index to the silence before it (else 0.01 s). */
function timed(text: string, pauses: Record<number, number> = {}): TimedWord[] {
  let t = 0.2;
  return text.split(' ').map((word, i) => {
    t += pauses[i] ?? 0.01;
    const startSeconds = t;
    t += 0.3;
    return { word, startSeconds, endSeconds: t };
  });
}

// What pocketsphinx heard of four flite sentences, with its real pauses (see the adapter's tests).
const heard =
  'i stayed calm and listen to the customer then i check the ardor history and found the problem ' +
  'the delivery had gone to the wrong branch i called the branch manager and resented the same day';

describe('readableTranscript', () => {
  it('gives an unpunctuated run sentence case, a capital I and full stops where the speaker paused', () => {
    expect(readableTranscript(heard, timed(heard, { 8: 0.12, 26: 0.07 }))).toBe(
      'I stayed calm and listen to the customer. Then I check the ardor history and found the problem ' +
        'the delivery had gone to the wrong branch. I called the branch manager and resented the same day.',
    );
  });

  it('without timings (or with timings of other words) capitalises and closes the text only', () => {
    expect(readableTranscript("i think i'm ready and i've trained")).toBe(
      "I think I'm ready and I've trained.",
    );
    expect(readableTranscript(heard, timed('something else entirely', { 1: 1 }))).toMatch(
      /^I stayed .* day\.$/,
    );
  });

  it('does not end a sentence on a hesitation or leave a fragment of a few words', () => {
    const text = 'i spoke to the customer about the late order and we fixed it';
    // A long pause after "the" is a hesitation; one after "i spoke to" would leave three words.
    expect(readableTranscript(text, timed(text, { 4: 0.5, 3: 0.5 }))).toBe(
      'I spoke to the customer about the late order and we fixed it.',
    );
    const shortEnd = 'we delivered the order on time every day last week thanks';
    expect(readableTranscript(shortEnd, timed(shortEnd, { 10: 0.5 }))).toBe(
      'We delivered the order on time every day last week thanks.',
    );
  });

  it("keeps a recogniser's own punctuation and sentences", () => {
    expect(readableTranscript('yes. i stayed calm, then i called the branch! it worked')).toBe(
      'Yes. I stayed calm, then I called the branch! It worked.',
    );
    expect(readableTranscript('  ')).toBe('');
  });

  it('changes only case and punctuation, so every raw quote is still found in it', () => {
    const word = fc.stringMatching(/^[a-zA-Z'ßé0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        fc.array(fc.double({ min: 0, max: 2, noNaN: true }), { maxLength: 40 }),
        (tokens, gaps) => {
          const text = tokens.join(' ');
          const pauses = Object.fromEntries(gaps.map((g, i) => [i, g]));
          const readable = readableTranscript(text, timed(text, pauses));
          expect(normaliseForQuote(readable)).toBe(normaliseForQuote(text));
          expect(readable).toMatch(/[.?!]$/);
          // Formatting twice changes nothing more.
          expect(readableTranscript(readable)).toBe(readable);
        },
      ),
    );
  });

  it('splits at a pause of SENTENCE_PAUSE_SECONDS and not just below it', () => {
    const text = 'we loaded every truck on time then we checked the dock twice';
    expect(readableTranscript(text, timed(text, { 6: SENTENCE_PAUSE_SECONDS }))).toContain('time. Then');
    expect(readableTranscript(text, timed(text, { 6: SENTENCE_PAUSE_SECONDS - 0.02 }))).toContain(
      'time then',
    );
  });
});
