/* The concern types of the evaluator port (core/src/ports/evaluator.ts re-exports them), here so
 * that rules and contracts, which may not import ports, can name them. */

/**
 * Why an answer needs a human listen instead of a score (shown to HR as "Needs a human listen:
 * <reason>" with the sentence in question; never scored as a strength nor silently capped).
 */
export type ConcernKind = 'misconduct' | 'instruction_to_scorer' | 'other_language' | 'unreadable_transcript';

/** One concern an evaluator raises about one answer. */
export interface AnswerConcern {
  kind: ConcernKind;
  questionIndex: number;
  /** The sentence in question, verbatim from the transcript; null when the whole answer is meant. */
  quote: string | null;
}
