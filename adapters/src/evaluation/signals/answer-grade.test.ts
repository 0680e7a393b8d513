import { describe, expect, it } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { inputCriteria } from '../testing/evaluation-inputs.js';
import { gradeAnswer, OTHER_QUESTION_MARGIN, POINTING_WORDS } from './answer-grade.js';
import { readAnswer, type AnswerReading } from './answer-reading.js';
import { questionContexts } from './question-context.js';

const input: EvaluationInput = {
  job: {
    title: 'Front Office Supervisor',
    description: 'Lead the hotel reception shift in Windhoek, handle guest complaints and room allocation.',
    skills: ['Opera PMS', 'guest relations'],
    criteria: inputCriteria(['communication', 'leadership']),
    questions: [
      {
        index: 0,
        text: 'Tell us about a time a guest complained about their room. What did you do?',
        pillarId: 'communication',
        scoringGuide: null,
      },
      {
        index: 1,
        text: 'How do you lead a reception team through a busy check-in?',
        pillarId: 'leadership',
        scoringGuide: null,
      },
    ],
  },
  answers: [],
};

/** A specific answer to the guest question, read against it. */
const reading = readAnswer(
  'Last March a guest from Lusaka called the front desk at midnight because the air conditioner in room 214 was ' +
    'leaking on his bed. I apologised, went up myself with the duty technician and we found the drain pipe blocked. ' +
    'I moved him to room 305 within fifteen minutes, logged the fault in the maintenance system and the next ' +
    'morning I gave him a breakfast voucher. He wrote a good review and we now check the drain pipes every month.',
  questionContexts(input).get(0)!,
);

/** The same reading, as if it fitted the check-in question better overall, with `pointing` of its words pointing there. */
const fittingOther = (pointing: number): AnswerReading => ({
  ...reading,
  ownTopicWords: 0,
  otherQuestion: { index: 1, similarity: reading.ownSimilarity + OTHER_QUESTION_MARGIN + 0.05, pointing },
});

describe('gradeAnswer: another question’s answer', () => {
  it('takes several words pointing to the other question, not only a closer overall fit', () => {
    expect(gradeAnswer(fittingOther(POINTING_WORDS - 1)).answersOther).toBeNull();
    expect(gradeAnswer(fittingOther(POINTING_WORDS)).answersOther).toBe(1);
  });

  it('keeps a third of the score of an answer to another question', () => {
    const own = gradeAnswer(fittingOther(0));
    const other = gradeAnswer(fittingOther(POINTING_WORDS + 2));
    expect(own.score).toBeGreaterThanOrEqual(70);
    expect(other.score).toBeLessThanOrEqual(Math.ceil(own.score * 0.3));
  });
});
