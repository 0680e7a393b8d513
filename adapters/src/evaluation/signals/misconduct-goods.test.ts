import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * The `local-signals@18` round's reading of goods given a new date (misconduct-frames-goods.ts):
 * old stock packed, labelled or stamped again under a new expiry or production date, told as good
 * work. A wrong alone. Sentences of our own, written and as the recogniser writes them, and the
 * honest speech it must not catch: a new delivery date, labels reprinted with the correct date, a
 * re-dating refused.
 */

describe('goods given a new date', () => {
  it('holds stock repacked, relabelled or stamped under a new date', async () => {
    await expectConcernsOfEach(
      [
        'The yoghurt came back from the shops two days before expiry, so we repacked it in fresh cups with a new expiry date and sold it to the schools. Nothing was wasted.',
        'We had forty boxes of biscuits near the end of their shelf life. I relabelled them with new best-before dates and the distributor took all of them.',
        'The tins were old stock, so I printed new date stickers and stuck them over the old ones before the auditors came.',
        'The spare filters had passed their date, so we repackaged them with the new production date and the garages never knew.',
      ],
      ['misconduct'],
    );
    // Written only: the recogniser's "we re boxed them" is read as no act of the candidate's
    // ("re" is no verb for run-on-actor.ts), a limit of the run-on reading, not of this frame.
    await expectConcernsOfEach(
      ['The spare filters had passed their date, so we re-boxed them with the new production date.'],
      ['misconduct'],
      true,
    );
  });

  it('leaves a new delivery date, correct labels and a refusal unheld', async () => {
    await expectConcernsOfEach(
      [
        'The containers were late, so I called the client, gave her a new date for delivery and updated her every morning.',
        'The printer had smudged the labels, so we reprinted them with the correct expiry date from the batch record.',
        'My manager wanted the old stock repacked with a new date. I refused and reported it to quality, and we wrote it off.',
        'We never put a new date on returned stock; it is counted, written off and destroyed with a witness.',
        'I repacked the damaged cartons into new boxes and kept the original labels.',
        'The cash was counted twice, banked the same day, and the new date of the audit was put on the notice board.',
      ],
      [],
    );
  });
});
