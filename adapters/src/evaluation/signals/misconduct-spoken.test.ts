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

  it('reads a leading condition with the act it leads to, as its comma keeps it written', async () => {
    const harmful =
      'If someone comes for antibiotics without a prescription, I do not send him away. I sell him a few capsules and I do not enter it in the book.';
    expect(await concernsOf(harmful)).toEqual(['misconduct']);
    expect(await concernsOf(spoken(harmful))).toEqual(['misconduct']);
  });

  it('lets the joined reading complete a wrong found as told, never find the first one', async () => {
    // Written, the comma puts the favour in the candidate's clause; spoken, where it fell is a
    // guess, and nothing else in the answer is a wrong as the clauses come.
    const favour =
      'When a trader brings something small, maybe 5,000 shillings, I put his file on top of the pile. Nobody needs to know.';
    expect(await concernsOf(favour)).toEqual(['misconduct']);
    expect(await concernsOf(spoken(favour))).toEqual([]);
  });

  it('reads a relative clause with what it is about ("a token which i accepted")', async () => {
    const harmful =
      'A driver came whose truck was booked for next month. I moved his truck to this week and he was very grateful. He gave me a token of 500 rand, which I accepted because it was freely given. I handled it quietly, without troubling the manager.';
    expect(await concernsOf(spoken(harmful))).toEqual(['misconduct']);
    const [clause] = clausesOf('he gave me a token of 500 rand which i accepted');
    expect(runSegmentStart(clause!.tokens)).toBeGreaterThan(0);
    expect(runSegmentStart(clause!.tokens, true)).toBe(-1);
  });

  it('leaves a condition told before an honest act unheld, and an offer the candidate answers', async () => {
    for (const honest of [
      'When a client gives me a gift I declare it to the compliance office.',
      'When a customer offers me a tip I thank her and tell her it is not allowed.',
      'If someone comes for antibiotics without a prescription, I send him to the clinic and I write it in the book.',
      'When the manager is away, I handle the cash myself and I enter everything in the book.',
      'Whenever a supplier offers an envelope, I refuse it and report him to my manager.',
      'When a man asked for antibiotics without a prescription for his wife, I asked a few safety questions and got our pharmacist to advise him.',
    ]) {
      expect(await concernsOf(honest), honest).toEqual([]);
      expect(await concernsOf(spoken(honest)), honest).toEqual([]);
    }
  });
});
