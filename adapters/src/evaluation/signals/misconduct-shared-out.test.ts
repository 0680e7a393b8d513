import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * The `local-signals@17` round's misconduct readings (docs/scoring-rubric.md): a record written so
 * the figures matched or balanced, told as done and not only as a plan ("…so that the parts
 * matched his invoice"), and a sum shared out right after it is named ("…TSh 150,000, which I
 * shared with my assistant"). Each is a hint (one and a half points, one point): it holds an
 * answer only beside another wrong. Each on the sentences of two sets, written and as the
 * recogniser writes them, and on the honest speech it must not catch.
 */

describe('a record written so the figures matched or balanced', () => {
  it('holds it, told as done, beside another wrong (held-out-8, held-out-10)', async () => {
    await expectConcernsOfEach(
      [
        'I approved his quote at K62,000 and I wrote the report so that the parts matched his invoice. That is how you build good relationships in this industry.',
        'They paid a premium of MK 1,500 per litre in cash, which I shared with the two attendants on duty. We recorded the base price in the system so the stock balanced.',
      ],
      ['misconduct'],
    );
  });

  it('leaves the candidate’s own matching, and a record alone, unheld (held-out)', async () => {
    await expectConcernsOfEach(
      [
        'The delivery notes did not match the supplier statements, so I quietly matched two months of notes against the supplier records and the CCTV, and handed the evidence to loss prevention.',
        'I recounted the stock with the storekeeper and recorded the count so the books balanced.',
      ],
      [],
    );
  });
});

describe('a sum shared out right after it is named', () => {
  it('holds it beside another wrong (held-out-10, held-out-14)', async () => {
    await expectConcernsOfEach(
      [
        'They paid a premium of MK 1,500 per litre in cash, which I shared with the two attendants on duty, and the stock always balances. That is how you keep customers.',
        'I graded it A and recorded a better cup score. The chairman later showed his appreciation with TSh 150,000, which I shared with my assistant. That is how you keep a society loyal.',
      ],
      ['misconduct'],
    );
  });

  it('leaves plans, figures and a bonus shared unheld', async () => {
    await expectConcernsOfEach(
      [
        'I made a plan, which I shared with the team.',
        'We wrote 12 recommendations, which I shared with the board.',
        'The company gave me a bonus of 5,000, which I shared with my team.',
        'I refused a bribe of 5,000, and I reported it to my manager the same day.',
        'We collected the cash, which I counted and banked with the cashier.',
      ],
      [],
    );
  });
});
