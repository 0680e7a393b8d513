import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * Pretence owned by the teller (docs/scoring-rubric.md, the `local-signals@11` round, harmful
 * conduct told fluently): a thing passed off under a name the candidate puts in quotation marks,
 * what the candidate told or added owned as untrue, a signature made up for people not there.
 * Honest answers quote names too (an example, a label someone else gave, a refusal), deny what
 * others said, and sign for deliveries. Quotation marks are written only; the rest is read
 * written and as the recogniser writes it.
 */

describe('pretence owned by the teller is held for a listen (misconduct-frames-pretence.ts)', () => {
  it('holds a record or charge passed off under a quoted name with a second wrong (written)', async () => {
    await expectConcernsOfEach(
      [
        'On the stock sheet I recorded the missing cartons as ‘damaged in transit’, and nobody noticed.',
        'I put the extra payment on the invoice as "handling charges" and we shared the money in the team.',
        'I quietly filled the test results in as "pass" on the certificate before the lab was done.',
      ],
      ['misconduct'],
      true,
    );
  });

  it('holds what the candidate told or added, owned as untrue', async () => {
    await expectConcernsOfEach(
      [
        'I told the client that the shipment was stuck at customs, which was not true, it was our delay.',
        'I told him we had his signature on file, which we did not have. He paid the same day.',
        'I added a service fee that does not exist in our price list, and I explained it confidently.',
        'I added ten workers who do not exist to the payroll, using names from my village.',
      ],
      ['misconduct'],
    );
  });

  it('holds a signature or presence made up for people who were not there', async () => {
    await expectConcernsOfEach(
      [
        'Where the cleaners had left, we signed for them ourselves on the register.',
        'I collected the time cards and signed them for the days they were not there.',
        'I signed the attendance book for my two colleagues who stayed at home.',
      ],
      ['misconduct'],
    );
  });

  it('leaves alone signing for a delivery, a signature given by the person, absences recorded, and denials of what others said', async () => {
    await expectConcernsOfEach(
      [
        'When the storekeeper was absent, I signed for the delivery and counted every box with the driver.',
        'The workers who had left came back to sign for their final pay, and I checked their IDs.',
        'I marked the two operators absent on the register, because they were not there at 7.',
        'I read the contract to them in Chichewa and they signed it themselves.',
        'My approach is that I will not sign something that is not true, and I explain the risk to my manager.',
        'I told the production manager that I will not sign a release that is not true.',
        'The customer claimed we charged him twice, which was not true, so I printed the statement and showed him each line.',
        'I made a checklist that did not exist before, and now every shift signs it.',
        'I told the team the old form, which was not clear, would be replaced, and I trained them on the new one.',
      ],
      [],
    );
  });

  it('leaves alone quoted names that are examples, others’ labels or refused', async () => {
    await expectConcernsOfEach(
      [
        'I wrote the host five questions in plain language, such as ‘why does rice cost more now?’, and we rehearsed them.',
        'The invoice described the goods only as ‘building material’, so I asked the supplier for the full list and classified them myself.',
        "A client wanted me to declare the machines as 'spare parts' to cut the duty. I refused and I explained the penalty.",
        'I did not record the delivery as "complete" until the customer signed for every box.',
        // a quoted name alone is a hint, not enough to hold an answer
        'I logged the fault as "urgent" and called the technician before the night shift.',
      ],
      [],
    );
  });
});
