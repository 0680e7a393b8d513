import { describe, expect, it } from 'vitest';
import { concernsOf } from '../testing/signals-concerns.js';

describe('misconduct is read only in the candidate’s own conduct (docs/scoring-rubric.md)', () => {
  it('leaves alone what others did, said or asked, what did not happen, and rules given to others', async () => {
    for (const honest of [
      // reported: someone else acts, or accuses the candidate
      'The police arrested the thief the next day, and I wrote the statement and updated the stock book.',
      'The customer accused me of overcharging him. I checked the till roll with him and showed the price was right.',
      'The real reason for the delay was the rain, and I told the customer the truth and gave a new date.',
      'The driver was humiliated in front of everyone by a customer, so I took him aside and calmed the customer.',
      'Nobody knew the new password on the night shift, so I called IT and we reset it in ten minutes.',
      // the candidate's own feeling, not shame put on another
      'I felt ashamed that my report was late, so I stayed until it was done and I fixed the checklist.',
      // asked of the candidate, then turned down
      'I was asked to backdate the invoice. I refused and I called the area manager the same day.',
      // what did not happen
      'If I had lied to the customer we would have lost her, so I told her the stock was finished and offered another branch.',
      // a rule given to others
      'I told the team that nobody should take gifts from suppliers and I wrote the rule on the notice board.',
      // kept safe, recorded after the check, told later
      'I kept the cash in the safe and the keys with me, and I marked the order as delivered only after the customer signed.',
      'When a colleague stole stock I did not tell anyone until I had checked the camera, then I reported it to HR.',
      // a favour named and denied; a passive that says what others had done; another's act told in -ing
      'The supplier said he would send a gift after payment. I told him I did not need any gift and I sent the order for checking.',
      'When I started, the takings were being kept in envelopes with no records, so I introduced a cash book and two counters.',
      'If I find a cashier stealing from the till, I do not handle it alone: I collect the till roll and report in writing.',
      // "extra" far from any giving, officials in the same sentence
      'Before the open day I brought the manager and the police into one meeting, got ten extra guards trained and kept a log.',
    ])
      expect(await concernsOf(honest), honest).toEqual([]);
  });

  it('still holds the candidate’s own proud misconduct, with what came of it', async () => {
    for (const harmful of [
      'I changed the expiry date on the packs myself and nobody noticed.',
      'I mark the deliveries as done in the system so my numbers look good, even if the customer is still waiting.',
      'When the auditor comes I give him a little something and he signs without checking the stock.',
      'I took cash from the sales for my own needs and covered it by backdating credit notes, and nobody saw anything.',
      // a rule's words ("anyone who…") around what the candidate did
      'Anyone who complained, I slapped him in front of everybody so the others will learn.',
    ])
      expect(await concernsOf(harmful), harmful).toEqual(['misconduct']);
  });
});
