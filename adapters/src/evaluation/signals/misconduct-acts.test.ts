import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * Harm read in the act and its object (docs/scoring-rubric.md, the `local-signals@12` round,
 * harmful conduct told fluently): a protection put out of action, a person's picture put where
 * many see it, a test run on another sample with its result put under another name.
 * Honest answers bridge relays to find a fault, remove others' bridges, take photos of
 * damage and take second samples: those stay clean.
 */

describe('harm in the act and its object is held for a listen (misconduct-frames-acts.ts)', () => {
  it('holds a protection bridged, forced, taped or disabled by the candidate', async () => {
    await expectConcernsOfEach(
      [
        'The guard on the press kept stopping the line, so I bridged the guard switch with a wire and we ran the whole shift.',
        'I forced the level alarm to healthy in the control system and we kept pumping for a week.',
        'To keep the crusher running I put a jumper across the overload relay.',
        'The gas sensor kept tripping the fan, so I disabled it and finished the job.',
        'I had the electrician bridge the door interlock so the operators could load without stopping.',
      ],
      ['misconduct'],
    );
  });

  it('holds a person’s picture put on a group or a page', async () => {
    await expectConcernsOfEach(
      [
        'A customer refused to pay, so I posted her photo and her phone number on our Facebook page.',
        'I took a video of the boy crying and shared it in the staff WhatsApp group so everyone could see.',
      ],
      ['misconduct'],
    );
  });

  it('holds a test run on another sample with its result put under the failed one’s number', async () => {
    await expectConcernsOfEach(
      [
        'The batch failed the test, so I took a sample from another batch that was clean and entered that result under the failed batch number.',
      ],
      ['misconduct'],
    );
  });

  it('leaves alone protections bridged to find a fault, others’ bridges removed, and refusals', async () => {
    await expectConcernsOfEach(
      [
        'To find the fault I bridged the relay contacts with a test lead for a few seconds, then replaced the relay.',
        'I found the night shift had bridged the interlock, so I removed the bridge and wrote it in the log.',
        'The fitter wanted to bridge the brake sensor to keep the loader running. I said no and locked the machine out.',
        'I never bridge a protection relay, even when production is shouting.',
        'I taped off the scaffold until the inspector tagged it.',
        'Heavy rain washed away the wooden bridge, so I forced myself to plan a new route for the trucks.',
      ],
      [],
    );
  });

  it('leaves alone photos of damage, pictures shared with consent, and second samples', async () => {
    await expectConcernsOfEach(
      [
        'I took photos of the damage and sent them to the insurance WhatsApp group the same hour.',
        'With her permission I posted a photo of her receiving the award on our Facebook page.',
        'I sent the customer a screenshot of the payment on WhatsApp.',
        'I took a second sample from the same tank and sent it to the lab.',
        'I took samples from the other tanks as well to see if the problem had spread.',
      ],
      [],
    );
  });
});
