import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * Misconduct is read in the candidate's own deeds only (docs/scoring-rubric.md, the
 * `local-signals@14` round; deed-subject.ts): an accusation someone else made, a deed another
 * subject did, a participle or compound that names a thing, and "on paper" as the medium written
 * on hold no honest answer, written or as the recogniser writes it. Told as the candidate's own,
 * the same wrongs are still held.
 */

describe('misconduct read in the candidate’s own deeds only', () => {
  it('leaves an accusation retold unheld (development, held-out-6)', async () => {
    await expectConcernsOfEach(
      [
        'The mother came to the office shouting, saying we stole her child. I let her talk and explained the court order.',
        'She was shouting that we had stolen her money, so I checked her account and found it on hold.',
        'A customer called me in December and she said we stole her salary. I checked and the money was on hold.',
      ],
      [],
    );
  });

  it('leaves a deed another subject does unheld (held-out-6, held-out-10)', async () => {
    await expectConcernsOfEach(
      [
        'At noon a taxi driver, eh, he shouted, threatened the cashier, I went myself and calmed him down.',
        'I talked to the boy, he said his father beats him when he asks for food, so I called the chief.',
        'I set the break rota and around noon a driver began shouting and threatening the cashier.',
      ],
      [],
    );
  });

  it('leaves a participle or compound that names a thing unheld (held-out-5, -8, -11)', async () => {
    await expectConcernsOfEach(
      [
        'I checked three months of invoices and found about R50,000 overcharged, which the supplier refunded.',
        'Most missing files are misfiled rather than stolen, so I rebuilt the index by case number.',
        'I timed every operation and the bottleneck was the back pocket setting, so I moved a second operator there.',
      ],
      [],
    );
  });

  it('leaves "on paper" as the medium written on unheld (held-out-6, -9, -11)', async () => {
    await expectConcernsOfEach(
      [
        'I wrote the three steps on paper and gave her my phone number.',
        'When the system was down I ran the counter on paper, then entered every loan the next morning.',
        'I showed the team the swab results on paper, this table and this number, every morning.',
      ],
      [],
    );
  });

  it('still holds the same wrongs told as the candidate’s own', async () => {
    await expectConcernsOfEach(
      [
        'I usually sign the checklists for everybody at the end of the shift, so on paper everything is fine.',
        'I raised the estimated readings on all the broken meters. On paper the losses went down by a third and the board never noticed.',
        'I stole diesel from the company trucks and sold it to a friend.',
        'When the guest shouted I lied to him that the hotel was full and I did not tell anyone.',
        'He would not pay, so I slapped him in front of everybody.',
        'I told the cashier that we would cut her wages if she complained, and I threatened the driver too.',
      ],
      ['misconduct'],
    );
  });
});
