import { expect } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { SignalsEvaluator } from '../signals/signals-evaluator.js';
import { inputCriteria } from './evaluation-inputs.js';
import { recogniserForm } from './recogniser-form.js';

const QUESTION = 'Tell us about a time you faced a difficult situation at work. What did you do?';

/** The concerns the built-in evaluator raises on one answer to a branch supervisor's question. */
export async function concernsOf(transcript: string): Promise<string[]> {
  const input: EvaluationInput = {
    job: {
      title: 'Branch Supervisor',
      description: 'Supervise a retail branch team: cash, stock, customers and reports.',
      skills: ['cash handling'],
      criteria: inputCriteria(['professionalism']),
      questions: [{ index: 0, text: QUESTION, pillarId: 'professionalism', scoringGuide: null }],
    },
    answers: [
      {
        questionIndex: 0,
        questionText: QUESTION,
        transcript,
        transcriptConfidence: null,
        durationSeconds: null,
      },
    ],
  };
  const output = await new SignalsEvaluator().evaluate(input);
  return (output.concerns ?? []).map((c) => c.kind);
}

/**
 * Asserts the concerns of each text, written and (unless `writtenOnly`: quotation marks, which no
 * recogniser writes) as the recogniser writes it: lower case, no punctuation.
 */
export async function expectConcernsOfEach(
  texts: readonly string[],
  concerns: string[],
  writtenOnly = false,
): Promise<void> {
  for (const text of texts) {
    expect(await concernsOf(text), text).toEqual(concerns);
    if (!writtenOnly) expect(await concernsOf(recogniserForm(text)), text).toEqual(concerns);
  }
}
