import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { describe, expect, it } from 'vitest';
import { inputCriteria } from '../testing/evaluation-inputs.js';
import { SignalsEvaluator } from './signals-evaluator.js';

const QUESTIONS = [
  'How do you handle stock counts at the end of the month?',
  'Tell us about a busy week on the shop floor and how you kept it running.',
  'Describe a time you helped a new colleague.',
];

/** Held alone: two wrongs of the candidate's own (a record made to look clean, cash kept). */
const HELD =
  'When the count came up short I wrote the missing stock off as damaged so the books looked clean, ' +
  'and I kept the extra cash from the refunds for myself.';
/** One frame alone (work done so as to leave no record): not enough to hold an answer by itself. */
const ONE_FRAME = 'I did the month-end count without any paperwork, so there was no record of what I moved.';
/** An honest answer, with no frame at all. */
const HONEST =
  'I showed the new cashier how to balance the till, and after a week she closed the shift on her own.';

function interview(transcripts: readonly string[]): EvaluationInput {
  return {
    job: {
      title: 'Store Supervisor',
      description: 'Run the shop floor and the stock room of a hardware store in Gaborone.',
      skills: ['stock control'],
      criteria: inputCriteria(['integrity', 'problem-solving']),
      questions: QUESTIONS.map((text, index) => ({ index, text, pillarId: null, scoringGuide: null })),
    },
    answers: transcripts.map((transcript, index) => ({
      questionIndex: index,
      questionText: QUESTIONS[index]!,
      transcript,
      durationSeconds: 60,
      transcriptConfidence: null,
    })),
  };
}

const heldQuestions = async (transcripts: readonly string[]) =>
  ((await new SignalsEvaluator().evaluate(interview(transcripts))).concerns ?? [])
    .filter((c) => c.kind === 'misconduct')
    .map((c) => c.questionIndex);

describe('misconduct read across the interview', () => {
  it('holds an answer with one frame of misconduct when another answer of the interview is held for it', async () => {
    expect(await heldQuestions([HELD, ONE_FRAME, HONEST])).toEqual([0, 1]);
  });

  it('leaves the same answer scored in an interview where nothing is held', async () => {
    expect(await heldQuestions([HONEST, ONE_FRAME, HONEST])).toEqual([]);
  });

  it('never holds an honest answer for the misconduct told in another', async () => {
    const output = await new SignalsEvaluator().evaluate(interview([HELD, HONEST]));
    expect(output.concerns?.map((c) => c.questionIndex)).toEqual([0]);
    expect(output.answers?.map((a) => a.questionIndex)).toEqual([1]);
  });

  it('quotes the one-frame answer’s own sentence for the listener', async () => {
    const output = await new SignalsEvaluator().evaluate(interview([HELD, ONE_FRAME]));
    const second = output.concerns?.find((c) => c.questionIndex === 1);
    expect(second?.quote).toContain('without any paperwork');
  });
});
