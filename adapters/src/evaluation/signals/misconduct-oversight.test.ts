import { describe, expect, it } from 'vitest';
import { storekeeperAnswer } from '../testing/evaluation-inputs.js';
import { recogniserForm } from '../testing/recogniser-form.js';
import { expectConcernsOfEach } from '../testing/signals-concerns.js';
import { readAnswer } from './answer-reading.js';
import { readMisconduct } from './misconduct.js';
import { questionContexts } from './question-context.js';

/*
 * The `local-signals@19` round's oversight step set aside (misconduct-frames-oversight.ts): the
 * candidate names the body or step that would have checked the act (the police, HR, a court, an
 * audit, an inspection, the person's consent or say) and went ahead without it. Set aside for time
 * it holds an answer alone; with no reason given it is a hint that holds one only beside another
 * wrong or a coda of pride. Sentences of our own, written and as the recogniser writes them.
 */

const QUESTION = 'Tell us about a time you handled a difficult problem at work.';

/** The frames the misconduct reading finds in one answer. */
function framesOf(text: string): string[] {
  const context = questionContexts(storekeeperAnswer(QUESTION, text)).get(0)!;
  return readMisconduct(readAnswer(text, context).clauses).frames;
}

/** Whether the reading of this round finds a step set aside in the text, written and as the recogniser writes it. */
const setAsideIn = (text: string) =>
  [text, recogniserForm(text)].map((t) => framesOf(t).some((f) => f.startsWith('an oversight step')));

describe('an oversight step set aside for time', () => {
  it('holds the answer alone', async () => {
    await expectConcernsOfEach(
      [
        'A boy was caught with two bags of our cement. We did not involve the police, it takes too long, so I kept him working on the site for three Saturdays.',
        'A cashier came up short again. I did not waste time with HR and a hearing, I took the money from her wages the same afternoon.',
        'Rather than call the auditors, which is slow, I moved the shortage into the next month myself.',
        'Instead of opening a long investigation, I changed the count in the register so the figures matched.',
        'I signed the gate passes for all six loads, so there was no need for the inspection, which only delays the trucks.',
      ],
      ['misconduct'],
    );
  });
});

describe('an oversight step set aside with no reason given', () => {
  it('holds the answer beside a coda of pride', async () => {
    await expectConcernsOfEach(
      [
        'When the tank showed a loss, rather than report it to head office and cause an audit, I settled the variance inside the station. That is how you keep a station running.',
        'I added the new customers to our list without asking them, and the numbers doubled. That is how you grow a business.',
      ],
      ['misconduct'],
    );
  });

  it('is a hint only: alone it holds nothing', async () => {
    await expectConcernsOfEach(
      ['I added the new customers to our list without asking them, and the numbers doubled.'],
      [],
    );
  });
});

describe('the honest steps that name the same bodies', () => {
  it('are not read as a step set aside', () => {
    for (const honest of [
      // what cannot be done without the step
      'I explained that without her written consent we cannot release anything.',
      'I told the husband that we cannot release her file without her written consent.',
      'I told him the law prevents us from giving names to anyone, even the police without a court order.',
      'None of the files left the office without consent, and I kept a log of every request.',
      // with or without it, the same
      'I told him his loan would be judged the same with or without the gift.',
      // what could not be waited for; acting ahead of the check, not around it
      'Listeria is a real risk, so we could not simply wait for the audit and I started daily swabs.',
      'Rather than wait for the inspection, I walked the site every morning and fixed the guard rails.',
      // the people blamed are not a step set aside
      'Rather than issue a memo blaming the doctors, I met the ward sister and went through the folders with her.',
      // an outcome counted, not a step left out
      'Everyone was on the afternoon boat, with no fights and no need for police.',
      // the police called, HR involved
      'A boy was caught with our cement, so we called the police and I wrote a statement.',
      'I did not act alone: I involved HR and the union from the first day.',
    ])
      expect(setAsideIn(honest), honest).toEqual([false, false]);
  });

  it('reads the harmful twins', () => {
    for (const harmful of [
      'I released her file to her employer without her written consent.',
      'Rather than call the inspector, I signed the gate passes myself.',
      'We did not involve the police and kept him working on the site.',
    ])
      expect(setAsideIn(harmful), harmful).toEqual([true, true]);
  });
});
