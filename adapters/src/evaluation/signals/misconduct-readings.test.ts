import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * The `local-signals@16` round's misconduct readings (docs/scoring-rubric.md): a tip counted as
 * advice or named as the dump is no favour, an act set aside ("rather than", "instead of") is not
 * done, a time opening a clause ("Every Friday I…") is not its subject, and the office's petty cash
 * handed to a person as a sum is a wrong. Each on the sentences of two sets, written and as the
 * recogniser writes them, and on the honest speech it must not catch.
 */

describe('a tip in its honest senses', () => {
  it('leaves advice counted and the dump unheld (held-out-14, held-out-9)', async () => {
    await expectConcernsOfEach(
      [
        'I gave three tips.',
        'I showed them their beans next to a good lot on a white tray, let them taste both and gave three simple tips in Kiswahili.',
        'I spoke to the neighbours and found out most of it came from two guys who were charging residents to take rubble to the tip.',
      ],
      [],
    );
  });

  it('still holds a tip of money given or taken', async () => {
    await expectConcernsOfEach(
      [
        'I take a small tip from every driver and I let his truck pass the queue.',
        'I took tips from the drivers so their trucks were loaded first.',
      ],
      ['misconduct'],
    );
  });
});

describe('an act set aside is not done', () => {
  it('leaves "rather than" and "instead of" unheld (held-out-13, held-out-14, held-out-5)', async () => {
    await expectConcernsOfEach(
      [
        'The lesson I took is to correct the behaviour rather than embarrass the person, and to do it quickly and quietly.',
        'Instead of shouting at him in front of others, I called him aside and asked why.',
        'Rather than blame him publicly, I arranged transport with the zone manager and we re-read the route.',
      ],
      [],
    );
  });

  it('still holds the act told beside it', async () => {
    await expectConcernsOfEach(
      [
        'Instead of reporting the shortage, I lied to the auditor that the stock was complete and nobody found out.',
        'Rather than wait for the auditor, I changed the figures in the ledger and nobody noticed.',
      ],
      ['misconduct'],
    );
  });
});

describe('the petty cash handed out, and a time before the subject', () => {
  it('holds a sum of petty cash handed to a person (held-out-13, held-out-14)', async () => {
    await expectConcernsOfEach(
      [
        'I talked to a technician from the power company and gave him K800 from the store petty cash, and he connected our building to the hospital line.',
        'Every Friday I give the officers at the checkpoint GH₵ 200 from the petty cash, so they don’t stop our buses for overloading.',
      ],
      ['misconduct'],
    );
  });

  it('leaves petty cash spent on a thing, and a request refused, unheld (held-out-10, held-out-3)', async () => {
    await expectConcernsOfEach(
      [
        'I sent Limbani on a motorbike taxi to Kanengo to buy a new battery with petty cash, and I kept the receipt.',
        'A teacher asked me to give her N$ 3,000 from petty cash as an advance on her salary. I refused and showed her the policy.',
        'Every Friday I count the petty cash with the bursar and we both sign the cash book.',
        'Last month I gave the driver 200 litres of diesel for the generator and recorded it in the log.',
        'That night I found the guard had stolen two bags of cement, and I reported him to the site manager.',
      ],
      [],
    );
  });
});
