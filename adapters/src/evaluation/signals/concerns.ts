import type { AnswerConcern, ConcernKind } from '@sauti/core/ports/evaluator';
import { quoteOf } from './answer-quote.js';
import type { AnswerReading } from './answer-reading.js';
import { inCreole } from './answer-texture.js';
import { instructionToScorer } from './instruction.js';
import { FLAG_AT, readMisconduct } from './misconduct.js';

/**
 * What the built-in evaluator cannot judge, so a person must listen (docs/behaviour/review.md):
 * each found with the sentence in question. None of these lowers a score: the answer gets no
 * score at all until a human has listened.
 */

/** A transcript the recogniser was this unsure of is read by a person (the gate drops below 0.5). */
export const UNSURE_CONFIDENCE = 0.6;
/** Below this share of English words an answer is mostly in another language. */
export const ENGLISH_SHARE = 0.6;

/** The concerns one answer raises, each with its sentence (verbatim), at most one of each kind. */
export function concernsOf(
  questionIndex: number,
  transcript: string,
  reading: AnswerReading,
  confidence: number | null,
  echo: ReadonlySet<string>,
): AnswerConcern[] {
  const found = new Map<ConcernKind, AnswerConcern>();
  const add = (kind: ConcernKind, quote: string | null) => {
    if (!found.has(kind)) found.set(kind, { kind, questionIndex, quote });
  };
  const instruction = instructionToScorer(transcript, echo);
  if (instruction) add('instruction_to_scorer', instruction);
  const misconduct = readMisconduct(reading.clauses);
  if (misconduct.points >= FLAG_AT && misconduct.clause)
    add('misconduct', quoteOf(reading, transcript, misconduct.clause.clause) || null);
  if (reading.words >= 8 && (reading.englishShare < ENGLISH_SHARE || inCreole(transcript)))
    add('other_language', null);
  if (confidence !== null && confidence < UNSURE_CONFIDENCE) add('unreadable_transcript', null);
  return [...found.values()];
}
