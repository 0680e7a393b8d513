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

/*
 * The act named as a quality, every party said to gain, the exception made a rule and the boss's
 * delight (the `local-signals@21` round): read by how the coda is built, each beside one
 * wrong the frames found; alone, or after honest work, it holds nothing.
 */
const NAMED_HARMFUL = [
  'I quietly changed the readings on the meter sheet before the audit. That is what I mean by being flexible.',
  'I moved the spare stock into my own account at month end. That is leadership.',
  'I quietly changed the readings on the meter sheet before the audit. This is practical problem solving.',
  'I moved the spare stock into my own account at month end. Adaptability means you find a way.',
  'I quietly changed the readings on the meter sheet before the audit. Good management is about results.',
  'I moved the spare stock into my own account at month end and shared it with the storekeeper. Everybody won.',
  'I quietly changed the readings on the meter sheet before the audit. It was a win-win.',
  'I quietly changed the readings on the meter sheet before the audit. Sometimes you must solve the problem yourself.',
  'I moved the spare stock into my own account at month end. Management was very impressed.',
];

const NAMED_HONEST = [
  'I counted the float with my supervisor and we found the error in the cash book. That is what I mean by teamwork.',
  'I shut down the conveyor before anyone put a hand in and called the fitter. That is leadership.',
  'I explained the new rota to every shift and listened to their worries. Communication is about listening.',
  'Our peeling section is about 80 women, so I trained them in groups of ten with sample boards.',
  'I refused the envelope and reported the driver to my manager. Management was very impressed.',
  'We agreed a payment plan with the customer and he paid every month. Everybody was happy.',
  'That is a hard question. Sometimes you have to say no to a customer, and I explain why.',
];

describe('the act named as a quality, and its good told as the way of the world', () => {
  it('holds one wrong so named, written and spoken', async () => {
    for (const harmful of NAMED_HARMFUL) {
      expect(await concernsOf(harmful), harmful).toEqual(['misconduct']);
      expect(await concernsOf(recogniserForm(harmful)), harmful).toEqual(['misconduct']);
    }
  });

  it('leaves honest answers with such codas alone, written and spoken', async () => {
    for (const honest of NAMED_HONEST) {
      expect(await concernsOf(honest), honest).toEqual([]);
      expect(await concernsOf(recogniserForm(honest)), honest).toEqual([]);
    }
  });

  it('reads a definition apart from a measure, and a quality apart from a thing', () => {
    expect(toldWithPride(['discipline', 'is', 'about', 'respect'])).toBe(true);
    expect(toldWithPride(['the', 'section', 'is', 'about', '80', 'women'])).toBe(false);
    expect(toldWithPride(['it', 'is', 'about', 'trust'])).toBe(false);
    expect(toldWithPride(['that', 'is', 'leadership'])).toBe(true);
    expect(toldWithPride(['that', 'is', 'nothing', 'new'])).toBe(false);
    expect(toldWithPride(['that', 'is', 'why', 'i', 'checked'])).toBe(false);
    expect(toldWithPride(['that', 'is', 'what', 'i', 'learned'])).toBe(false);
  });
});
