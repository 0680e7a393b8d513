import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { describe, expect, it, vi } from 'vitest';
import { inputCriteria } from '../testing/evaluation-inputs.js';

const QUESTION = 'Tell us about a time you found money missing from the till. What did you do?';

/** Answers that teach wink-nlp tokens it would otherwise split ("cousin's" read whole before a full stop). */
const EARLIER = [
  "The till was short and the money had gone to the manager's. I did not blame my cousin's.",
  "We counted again with the nurse's help. The customers' receipts matched the supervisor's.",
];

/** Answers with the same tokens inside a sentence, scored alone and after the others. */
const LATER = [
  "Last May the till at my cousin's shop was short by 400 rand. I counted it twice with the manager's key, " +
    "checked the customers' receipts against the supervisor's log and found a refund keyed twice. I reversed it " +
    'and the till balanced; since then we count at every shift change.',
  "the till was short i told the manager's assistant and my cousin's friend counted with me we found a " +
    "double refund on the supervisor's card and reversed it the same day",
];

function interview(transcript: string): EvaluationInput {
  return {
    job: {
      title: 'Shop Supervisor',
      description: 'Run the tills and the cash office of a supermarket in Durban.',
      skills: ['cash handling'],
      criteria: inputCriteria(['integrity', 'problem-solving']),
      questions: [{ index: 0, text: QUESTION, pillarId: 'integrity', scoringGuide: null }],
    },
    answers: [
      {
        questionIndex: 0,
        questionText: QUESTION,
        transcript,
        durationSeconds: 60,
        transcriptConfidence: null,
      },
    ],
  };
}

/** The whole output a fresh process gives each answer, scored alone. */
async function scoredAlone(transcript: string) {
  vi.resetModules();
  const { SignalsEvaluator } = await import('./signals-evaluator.js');
  return new SignalsEvaluator().evaluate(interview(transcript));
}

describe('the signals evaluator re-scores identically in any process', () => {
  it('scores an answer alone in a fresh process as it does after scoring other answers', async () => {
    const alone = [];
    for (const transcript of LATER) alone.push(await scoredAlone(transcript));
    vi.resetModules();
    const { SignalsEvaluator } = await import('./signals-evaluator.js');
    const evaluator = new SignalsEvaluator();
    for (const transcript of EARLIER) await evaluator.evaluate(interview(transcript));
    for (const [i, transcript] of LATER.entries())
      expect(await evaluator.evaluate(interview(transcript))).toEqual(alone[i]);
  }, 60_000);
});
