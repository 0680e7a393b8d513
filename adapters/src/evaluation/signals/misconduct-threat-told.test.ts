import { describe, it } from 'vitest';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';

/*
 * The `local-signals@18` round's threat told as a condition (misconduct-frames-harm.ts,
 * `THREAT_AS_CONDITION`): the person told that if they do, or fail to do, something, the candidate
 * will act against them ("I told her that if she does not come, I will mark her unreliable"). A
 * hint of one point, like "unless": it holds an answer only beside another wrong or a coda of
 * pride, because an honest supervisor also warns ("if he is late again I will issue a warning").
 * Sentences of our own, written and as the recogniser writes them.
 */

describe('a threat told to the person as a condition', () => {
  it('holds it beside pride or another wrong', async () => {
    await expectConcernsOfEach(
      [
        'The supplier wanted a better price. I told him that if he does not cut his price, I will drop his farm and tell the other buyers his beans are bad. That is how you manage suppliers.',
        'She was sick and wanted to stay home. I warned her that if she did not come in, we would put her name on the list for no shifts next month, and I quietly changed her sign-in time in the register.',
      ],
      ['misconduct'],
    );
  });

  it('leaves an honest warning, a rule and a condition said to nobody unheld', async () => {
    await expectConcernsOfEach(
      [
        'He was late three times. I told him that if he was late again, I would issue a written warning, as our code says, and he has been on time since.',
        'I tell them the rules, if they do not listen I report to HR.',
        'If the person keeps pushing for the exam paper, I will inform the principal.',
        'I refused the bribe, and I told him that if he offered it again I would report him to the police.',
        'Before each stop I told her how long we stay and if she can stand in the hatch.',
      ],
      [],
    );
  });
});
