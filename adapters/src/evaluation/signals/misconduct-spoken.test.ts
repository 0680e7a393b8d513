import { describe, expect, it } from 'vitest';
import { concernsOf } from '../testing/signals-concerns.js';
import { recogniserForm } from '../testing/recogniser-form.js';
import { runSegmentStart } from './run-on-actor.js';
import { clausesOf } from '../rubric/clauses.js';

/*
 * The default recogniser writes lower case with no punctuation: misconduct told that way is read
 * as it is written, and honest speech stays unheld (docs/scoring-rubric.md, the
 * `local-signals@8` round, spoken misconduct).
 */
const spoken = recogniserForm;

describe('misconduct in unpunctuated speech', () => {
  it('holds harm told without punctuation by the frames written text is read by', async () => {
    for (const harmful of [
      'I made a fake receipt for the missing goods, so it does not show in the stock report.',
      "I moved the spare stock to my brother's shop, and in return he paid me a share every month.",
      'I raise the fee even when the contract does not allow it, so my numbers look good.',
      'I do not waste time explaining the warranty, and when they call me later I tell them it is their problem.',
    ])
      expect(await concernsOf(spoken(harmful)), harmful).toEqual(['misconduct']);
  });

  it('reads the candidate acting where "i" or "we" opens a segment of a run-on clause', async () => {
    const harmful =
      'the nurses were always busy at night i usually mark the rounds as done before i go home so on paper the ward is fine';
    expect(await concernsOf(harmful)).toEqual(['misconduct']);
  });

  it('reads a blow run on after the candidate ("we went out and beat them")', async () => {
    const harmful =
      'the boys at the gate refused to leave so we went out and beat them until they ran and i told the guards not to mention it';
    expect(await concernsOf(harmful)).toEqual(['misconduct']);
  });

  it('leaves a blow, a threat or an offer in no one’s hands, or in someone else’s, unheld', async () => {
    for (const honest of [
      'some supervisors will even threaten the cleaners when the floor is dirty i talk to them instead and we agree on a rota',
      'we will slap the new timetable on the board by ten and i call each driver to confirm the route',
      'the supplier threatened to stop deliveries unless we paid cash so i reported him to head office',
      'i quietly took the new cashier aside and showed him the till procedure again',
      'the supplier offered an envelope i just walked out and called my manager',
    ])
      expect(await concernsOf(honest), honest).toEqual([]);
  });

  it('does not open a segment on "i" inside a condition or comparison, nor without a verb after it', () => {
    const segment = (text: string) => clausesOf(text).some((c) => runSegmentStart(c.tokens) > 0);
    expect(segment('the trucks must leave i usually sign the sheet')).toBe(true);
    expect(segment('the manager checks it more often than i do')).toBe(false);
    expect(segment('the rota works well like we planned')).toBe(false);
  });
});
