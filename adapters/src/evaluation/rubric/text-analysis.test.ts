import { describe, expect, it, vi } from 'vitest';
import { analyseText } from './text-analysis.js';

/** Texts that teach wink-nlp a token it would otherwise split ("cousin's" read whole before a full stop). */
const EARLIER = [
  "The money went to my cousin's. Then to the manager's. The nurse's.",
  "We did the follow-up. It was well-run, a mother-in-law, an e-mail (a re-check) at six o'clock!",
  "Sold airtime for M-Pesa's agents: twenty-five T-shirts, the customers' receipts, ma'am?",
  'i did not, you know, blame housekeeping. nobody saw it from the road.',
];

/** Texts read after them, alone: apostrophes, hyphens and compounds, negation, sentences. */
const LATER = [
  "i went to my cousin's shop and the manager's office but the nurse's room was closed",
  "We didn't skip the follow-up: the well-run team sent an e-mail to my mother-in-law. It's done.",
  "M-Pesa's float was short, so I didn't pay the customers' refunds until the re-check at 6 o'clock.",
];

describe('analyseText', () => {
  it('reads a token wink-nlp gives no lemma for ("I — cannot, go") with its own text instead of crashing', () => {
    const tokens = analyseText('I — cannot, go').flat();
    expect(tokens.map((t) => t.lemma)).toContain('cannot');
    for (const t of tokens) expect(typeof t.pos).toBe('string');
  });

  it('reads a text the same alone in a fresh process and after other texts (tokens, lemmas, POS, negation, sentences)', async () => {
    const alone: ReturnType<typeof analyseText>[] = [];
    for (const text of LATER) {
      // A fresh module: a process that has read nothing else.
      vi.resetModules();
      const fresh = await import('./text-analysis.js');
      alone.push(fresh.analyseText(text));
    }
    for (const text of EARLIER) analyseText(text);
    LATER.forEach((text, i) => expect(analyseText(text)).toEqual(alone[i]));
    // The split a fresh process makes, so the test reads what it claims to.
    expect(alone[0]!.flat().map((t) => t.text)).toContain("'s");
  }, 30_000);
});
