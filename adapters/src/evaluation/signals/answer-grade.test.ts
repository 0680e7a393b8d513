import { describe, expect, it } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { inputCriteria } from '../testing/evaluation-inputs.js';
import { gradeAnswer } from './answer-grade.js';
import { readAnswer, type AnswerReading } from './answer-reading.js';
import { otherQuestionOdds, OTHER_QUESTION_FROM } from './other-question-odds.js';
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

/**
 * The same reading, as if it fitted the check-in question better overall by `margin` (affinity),
 * with `pointing` of its words pointing there and none of its pieces nearest its own question.
 */
const fittingOther = (pointing: number, margin = 0.08): AnswerReading => ({
  ...reading,
  ownPieceShare: 0,
  otherQuestion: { index: 1, similarity: reading.ownSimilarity + margin, pointing },
});

describe('gradeAnswer: another question’s answer', () => {
  it('takes several readings at once, not one: a closer overall fit alone leaves the answer its own', () => {
    // The guest story's own subject is clearly nearer its question than the check-in one's.
    expect(otherQuestionOdds(fittingOther(0))!.odds).toBeLessThan(OTHER_QUESTION_FROM);
    expect(gradeAnswer(fittingOther(0)).answersOther).toBeNull();
    expect(gradeAnswer(fittingOther(20, 0.3)).answersOther).toBe(1);
  });

  it('leaves an answer its question while a piece of it sits nearest its own question', () => {
    const odds = otherQuestionOdds(fittingOther(20, 0.3))!.odds;
    const withOwnPieces = otherQuestionOdds({ ...fittingOther(20, 0.3), ownPieceShare: 1 })!.odds;
    expect(withOwnPieces).toBeLessThan(odds);
  });

  it('keeps a third of the score of an answer to another question', () => {
    const own = gradeAnswer(fittingOther(0));
    const other = gradeAnswer(fittingOther(20, 0.3));
    expect(own.score).toBeGreaterThanOrEqual(70);
    expect(other.score).toBeLessThanOrEqual(Math.ceil(own.score * 0.3));
  });

  it('asks nothing of an answer with no sibling question to compare', () => {
    expect(otherQuestionOdds({ ...reading, otherQuestion: null })).toBeNull();
    expect(gradeAnswer({ ...reading, otherQuestion: null }).answersOther).toBeNull();
  });
});
