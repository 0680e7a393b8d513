import { describe, expect, it } from 'vitest';
import { storekeeperAnswer } from '../testing/evaluation-inputs.js';
import { readAnswer } from './answer-reading.js';
import { questionContexts } from './question-context.js';
import { SignalsEvaluator } from './signals-evaluator.js';

const QUESTION = 'How do you check a delivery against the order before you sign for it?';
const WEAK = 'I count the boxes and then I sign the paper for the driver.';
/** A story with nothing of the question's, its guide's or the job's words, told after the answer. */
const STORY =
  ' Last December my cousin got married in Kisumu. We travelled by bus for nine hours, my aunt cooked ' +
  'pilau for two hundred guests, and the dancing went on until three in the morning. I slept on the bus home.';
/** The same story brought back to the subject at its end. */
const STORY_BACK_ON_SUBJECT = STORY + ' Since then I check every delivery twice before I sign.';

const input = (transcript: string) => storekeeperAnswer(QUESTION, transcript);

const read = (transcript: string) => readAnswer(transcript, questionContexts(input(transcript)).get(0)!);
const scoreOf = async (transcript: string) =>
  (await new SignalsEvaluator().evaluate(input(transcript))).answers!.find((a) => a.questionIndex === 0)!
    .score;

describe('talk an answer ends with once it has left its subject is padding (docs/scoring-rubric.md, local-signals@9)', () => {
  it('reads the closing story as off the subject: its acts and details count for nothing', () => {
    const reading = read(WEAK + STORY);
    const closing = reading.clauses.filter((c) =>
      /Kisumu|pilau|dancing|slept/.test(c.clause.tokens.map((t) => t.text).join(' ')),
    );
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.every((c) => !c.onSubject)).toBe(true);
    expect(reading.details.size).toBe(0);
    expect(reading.focus).toBeLessThan(0.5);
  });

  it('scores the padded answer no higher than the short answer alone', async () => {
    expect(await scoreOf(WEAK + STORY)).toBeLessThanOrEqual(await scoreOf(WEAK));
  });

  it('keeps a story that comes back to the subject at its end: its middle is on the subject', () => {
    const reading = read(WEAK + STORY_BACK_ON_SUBJECT);
    expect(reading.clauses.at(-1)!.onSubject).toBe(true);
    expect(reading.details.size).toBeGreaterThan(0);
  });
});
