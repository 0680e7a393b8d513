import { quoteOf } from './answer-quote.js';
import { readMisconduct } from './misconduct.js';
import type { AnswerVerdict } from './signals-evaluator.js';

/**
 * Misconduct read across the interview. One frame of misconduct alone does not hold an answer
 * (`FLAG_AT`): a single turn of phrase can be innocent. But once another answer of the same
 * interview has been held for misconduct the candidate told as their own, a second answer that
 * also tells a wrong of theirs is no longer a lone turn of phrase: it is the same candidate's
 * conduct, and a person listens to it too.
 */
export function withMisconductAcrossInterview(verdicts: readonly AnswerVerdict[]): AnswerVerdict[] {
  if (!verdicts.some((v) => v.concerns.some((c) => c.kind === 'misconduct'))) return [...verdicts];
  return verdicts.map((v) => {
    if (v.concerns.some((c) => c.kind === 'misconduct')) return v;
    const misconduct = readMisconduct(v.reading.clauses);
    if (misconduct.points === 0 || !misconduct.clause) return v;
    const quote = quoteOf(v.reading, v.transcript, misconduct.clause.clause) || null;
    return { ...v, concerns: [...v.concerns, { kind: 'misconduct', questionIndex: v.questionIndex, quote }] };
  });
}
