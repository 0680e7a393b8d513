import { describe, expect, it } from 'vitest';
import { concernsOf } from '../testing/signals-concerns.js';
import { recogniserForm } from '../testing/recogniser-form.js';
import { toldWithPride } from './misconduct-pride.js';

/*
 * Misconduct held up as the way to work, and a record made to look clean (docs/scoring-rubric.md,
 * the `local-signals@9` round): written and as the recogniser writes it. Pride is never a wrong
 * alone, so honest answers that end proudly, with or without one innocent turn of phrase, stay
 * unheld.
 */
const HARMFUL = [
  // one wrong found by the frames, held up with pride
  'I moved the spare stock into my own account at month end. That is how you survive in this job.',
  'I quietly changed the readings on the meter sheet before the audit. Sometimes you have to be practical.',
  'We charged every late customer double and we shared the proceeds in the team. It became our December strategy.',
  'I told her to say the patient fell at home. It worked, which is what matters.',
  // a record made to look clean, with a second wrong
  'I unplugged the spare fridges and left them showing as plugged in the system. That is how I keep space.',
  'I signed the inspection afterwards so the shutdown record stays clean, and nobody noticed.',
];

const HONEST = [
  // pride alone, after honest work
  'I counted the float with my supervisor and we found the error in the cash book. That is how I work.',
  'I cut the cable ties and shut down the conveyor before anyone put a hand in. That is how you keep people safe.',
  'I killed the power at the main switch, then I ignored the pressure from production until the fitter came. It worked.',
  'I spotted a fake note at the till, I reported the theft to the manager and we discarded the note with the police. That is how I do it.',
  'A customer offered me a gift and I refused it, and I declared it to my manager. You have to be clear.',
  'A driver offered me a bribe to skip the weighbridge, I refused it and reported him. That is how you keep the yard clean.',
  'I did not, you know, blame housekeeping; I fixed the rota myself. That is what matters.',
  'We fire the oven at five, we burn the old stock as the rule says and write off the damaged bags. It became our routine.',
  'I beat my target by 20 percent and I shot photos of every site for the report. That is how I earn trust.',
  'I tell new cashiers that anyone who takes money from the till will be punished. That is how the rule works.',
  'I did not hide, um, anything from the auditor; the record was open. That is how you build trust.',
  // a record made clean by honest work, and a status shown only once it is true
  'I corrected the wrong entries so the report was clean, and I showed the manager every change. That is how I work.',
  'The order shows as paid only after the money is in the bank. That is how our system works.',
];

describe('pride in a wrong, and a record made to look clean', () => {
  it('holds one wrong held up as the way to work, written and spoken', async () => {
    for (const harmful of HARMFUL) {
      expect(await concernsOf(harmful), harmful).toEqual(['misconduct']);
      expect(await concernsOf(recogniserForm(harmful)), harmful).toEqual(['misconduct']);
    }
  });

  it('leaves honest answers that end proudly alone, written and spoken', async () => {
    for (const honest of HONEST) {
      expect(await concernsOf(honest), honest).toEqual([]);
      expect(await concernsOf(recogniserForm(honest)), honest).toEqual([]);
    }
  });

  it('reads the codas by word, not inside other words', () => {
    expect(toldWithPride(['that', "'s", 'how', 'we', 'do', 'it'])).toBe(true);
    expect(toldWithPride(['it', 'worked', 'out'])).toBe(true);
    expect(toldWithPride(['it', 'never', 'worked'])).toBe(false);
    expect(toldWithPride(['what', 'mattered', 'was', 'the', 'child'])).toBe(false);
  });
});
