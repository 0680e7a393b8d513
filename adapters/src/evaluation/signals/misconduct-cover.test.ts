import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * A cover-up told as a result (docs/scoring-rubric.md, the `local-signals@12` round, harmful
 * conduct told fluently): others given one story to tell, no paperwork left behind, a record
 * withheld so the work is not held up. Honest answers compare witnesses' stories, count the
 * reports that stopped coming, say that nothing needed a report, and put a record off for a reason
 * of fact: those stay clean.
 */

describe('a cover-up told as a result is held for a listen (misconduct-frames-cover.ts)', () => {
  it('holds others given one story to tell', async () => {
    await expectConcernsOfEach(
      [
        'After the forklift hit the rack, I talked to the two drivers so that the story was the same for the manager.',
        'I asked the cashiers to tell the same story to the auditors, that the float was counted twice.',
      ],
      ['misconduct'],
    );
  });

  it('holds no paperwork left behind with another wrong', async () => {
    await expectConcernsOfEach(
      [
        'The inspector found the expired stock, so I gave him something small and he left, no report.',
        'I quietly paid the injured boy myself and sent him home, no paperwork, no questions.',
      ],
      ['misconduct'],
    );
  });

  it('holds a record or a warning withheld so the work is not held up', async () => {
    await expectConcernsOfEach(
      [
        'I did not enter the spill in the log because the safety office would start an investigation.',
        'I did not report the crack to the engineer because they would only delay the pour.',
      ],
      ['misconduct'],
    );
  });

  it('leaves alone witnesses compared, reports counted and nothing to report', async () => {
    await expectConcernsOfEach(
      [
        'I talked to each witness alone and their stories were the same, so I wrote the report and sent it to HR.',
        'I told the new cashiers the same story I tell everyone: count the float twice and sign for it.',
        'Since the new lights went in we have had no report of theft from the car park.',
        'Nobody was hurt and nothing was damaged, so there was no report to write, and I told the manager anyway.',
        'The new system means no paperwork for the drivers: they sign on the tablet and I check it daily.',
        'I did not inform the client because the delay was only ten minutes and we recovered it.',
        'I did not write the reading down because the meter was slow to settle, so I waited and wrote it then.',
        'I did not tell the customer the new price because the manager had not approved it.',
      ],
      [],
    );
  });

  it('holds a fault put where the checkers do not look', async () => {
    await expectConcernsOfEach(
      [
        'The bad roses we packed at the bottom of the boxes, where the inspectors only check the top layer, and they all went out.',
        'I had the misprinted pages put in the middle of the bundles where the client’s checkers would not look, and we invoiced in full.',
      ],
      ['misconduct'],
    );
  });

  it('leaves alone checkers told where to look and checkers who called', async () => {
    await expectConcernsOfEach(
      [
        'When the checker called me, I did not blame the gang, because the message was my responsibility.',
        'We check every day, not only when the auditor is coming.',
        'I showed the inspectors where the cracks were and they checked every layer, not only the top.',
      ],
      [],
    );
  });
});
