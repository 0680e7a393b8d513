import { describe, expect, it } from 'vitest';
import { concernsOf } from '../testing/signals-concerns.js';

describe('harm told in ordinary words is held for a listen (docs/scoring-rubric.md, local-signals@7)', () => {
  it('holds two kinds of wrong in one answer: violence, silence, fakes, concealment, own gain', async () => {
    for (const harmful of [
      'When the cashier came late again I slapped him, and I told the others not to talk about it.',
      'I told the storekeeper not to report the broken scale, and we shared the money from the short weights.',
      'I made a fake receipt for the missing goods, so it does not show in the stock report.',
      'I quietly moved the petty cash into my own account every Friday.',
      'I told the driver that unless he pays me every month I will cancel his trips, and I made him a fake fine.',
      'We went out at night and beat them until they ran, and I told the guards not to mention it.',
      'I logged the van as "checked" without opening it, and I told the guard not to talk.',
      'I told the supplier that unless he gives me an envelope every month, I will report him.',
      "I moved the spare stock to my brother's shop, and in return he paid me a share every month.",
      'I raise the fee even when the contract does not allow it, so my numbers look good.',
      'I called his manager to tell him he is a thief, and I posted his debts on the WhatsApp group.',
      'I do not waste time explaining the warranty, and when they call me later I tell them it is their problem.',
    ])
      expect(await concernsOf(harmful), harmful).toEqual(['misconduct']);
  });

  it('leaves alone one innocent turn of phrase, a negated safeguard and what others did', async () => {
    for (const honest of [
      'I quietly took the new cashier aside and showed him the till procedure again.',
      'I told the team not to worry, and we shared the extra work so nobody stayed late.',
      'I could not approve the refund without the approval of the manager, so I explained the policy.',
      'Unless the figures match I will not sign, so I recounted the cash with my supervisor.',
      'A customer posted my phone number in the WhatsApp group; I called her and corrected her bill.',
      'I sent the new rota to the team WhatsApp group with the shift times and the phone number of the office.',
      'The supplier threatened to stop deliveries unless we paid cash, so I reported him to head office.',
      'A colleague made a fake receipt, so I reported it to the manager and we checked the till together.',
      'The rumour was not true, but I still checked the camera with my manager.',
      'Her son is beating him in every test, so I asked the teacher to pair them for revision.',
      'I marked the order as not delivered, so the customer would not see a wrong status.',
      'The customer called me a thief, so I showed him the till roll and the price list.',
      "I gave the job to my brother's team after three quotes, and the committee approved it.",
      'The client asked for a discount even though the contract does not allow it, so I explained the terms.',
      'I do not waste time blaming people; I listened to their problem and fixed the meter the same day.',
    ])
      expect(await concernsOf(honest), honest).toEqual([]);
  });
});
