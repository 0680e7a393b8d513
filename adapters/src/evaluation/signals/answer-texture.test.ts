import { describe, expect, it } from 'vitest';
import { clausesOf } from '../rubric/clauses.js';
import { functionShareOf, isList, LIST_FUNCTION_SHARE, verbShareOf } from './answer-texture.js';

const tokensOf = (text: string) => clausesOf(text).flatMap((c) => c.tokens);

describe('a list of words, not speech', () => {
  it('reads a keyword list as a list, with commas or as a recogniser writes it', () => {
    const written =
      'Inventory control, stock rotation, FIFO, shrinkage, cycle counts, barcode scanners, teamwork.';
    const spoken =
      'inventory control stock rotation fifo shrinkage cycle counts barcode scanners teamwork and integrity';
    expect(isList(tokensOf(written))).toBe(true);
    expect(isList(tokensOf(spoken))).toBe(true);
    expect(functionShareOf(tokensOf(spoken))).toBeLessThan(LIST_FUNCTION_SHARE);
  });

  it('never reads speech as a list, however plain, terse or unpunctuated', () => {
    for (const speech of [
      'last march the freezer stop at night i see the alarm in morning i move all the fish to the other store and call the technician he fix it by noon',
      'Truck late. I phone the driver, he say tyre. I tell customer new time, 3 pm. We deliver 3 pm, customer happy.',
      'i always try my best to work hard and i listen to my team',
      'stock counts every friday i check the bin cards against the system and i write the difference in the book',
    ]) {
      expect(isList(tokensOf(speech)), speech).toBe(false);
      expect(functionShareOf(tokensOf(speech)), speech).toBeGreaterThanOrEqual(LIST_FUNCTION_SHARE);
    }
  });

  it('reads a list of nouns joined by a few "and"s and prepositions as a list: it has almost no verbs', () => {
    const nouns =
      'shift handover and stock records loading bay safety and forklift licences cold room temperatures and pallet labels quality of service and team spirit';
    expect(functionShareOf(tokensOf(nouns))).toBeGreaterThanOrEqual(LIST_FUNCTION_SHARE);
    expect(verbShareOf(tokensOf(nouns))).toBeLessThan(0.1);
    expect(isList(tokensOf(nouns))).toBe(true);
  });

  it('never reads speech cut into pieces by fillers and restarts as a list', () => {
    const cut =
      'So the, the objective, online sales, the new sets, budget, like, two million, three weeks. And first the tracker, it was not counting, so I, I fixed it, with the vendor. Then three audiences, women, lookalike, and every morning, I, I checked the cost per sale, the returns.';
    expect(isList(tokensOf(cut))).toBe(false);
    expect(isList(tokensOf('Teamwork, honesty, planning, safety, punctuality.'))).toBe(true);
  });

  it('says nothing of a reply too short to tell', () => {
    expect(isList(tokensOf('teamwork honesty planning'))).toBe(false);
    expect(functionShareOf(tokensOf('yes i did'))).toBe(1);
  });
});
