import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * Harm done to the people around the work (docs/scoring-rubric.md, the `local-signals@14` round,
 * harmful conduct told calmly): a way out shut or an alarm silenced, pay taken by the candidate's
 * own hand, others sent to work without their protection. Honest answers switch off engines
 * and lights, find exits blocked, tell of pay cut by others and find workers without a harness:
 * those stay clean.
 */

describe('harm done to the people around the work is held for a listen (misconduct-frames-workers.ts)', () => {
  it('holds a way out shut or an alarm silenced by the candidate', async () => {
    await expectConcernsOfEach(
      [
        'The hall was over capacity, so I had the guards chain and padlock the side fire exits and everyone came through the main door.',
        'The smoke alarm kept going off and disturbing the guests, so I switched it off until the function ended.',
        'There was no space in the store, so we stacked the empty crates against the emergency exit door for the whole week.',
      ],
      ['misconduct'],
    );
  });

  it('holds pay taken by the candidate’s own hand', async () => {
    await expectConcernsOfEach(
      [
        'When a loader comes late I take 500 shillings off his pay on the spot, and nobody is late now.',
        'Anybody I found on the phone, I took N$100 from their wages for every time.',
      ],
      ['misconduct'],
    );
  });

  it('holds others sent to work without their protection', async () => {
    await expectConcernsOfEach(
      [
        'We were behind, so I told the crew to keep working on the roof with the harness off so they move faster.',
        'The badges slow us down, so I told my team to leave their dosimeters in the office and go in.',
      ],
      ['misconduct'],
    );
  });

  it('leaves alone engines and lights switched off, exits found blocked, and alarms tested', async () => {
    await expectConcernsOfEach(
      [
        'At every sighting I stopped the car and switched off the engine before I explained.',
        'The decorator lights were too much for the line, so we switched them off and moved the booths.',
        'I found the fire exit blocked with boxes, so I cleared it and told the store manager.',
        'The fire alarm went off, so I evacuated the building and called the fire brigade.',
        'Every Monday we test the alarm and switch it off after the drill.',
        'I never lock the fire exits, even when the hall is full.',
      ],
      [],
    );
  });

  it('leaves alone pay cut by others and harnesses found off or kept on', async () => {
    await expectConcernsOfEach(
      [
        'He was afraid his boss would cut his pay if he stopped, so I spoke to the boss myself.',
        'The operator thought we cut his salary, but it was the loan deduction, so I showed him the letter.',
        'I saw a new installer on the roof without his harness, so I called him down and gave him mine.',
        'I told the crew not to take their helmets off anywhere on site.',
      ],
      [],
    );
  });
});
