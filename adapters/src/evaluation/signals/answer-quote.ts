import type { Clause } from '../rubric/clauses.js';
import type { AnswerReading } from './answer-reading.js';
import { originalSpan } from './spoken-text.js';

/** A quoted sentence longer than this is cut to its clause (recogniser output has no full stops). */
const QUOTE_LIMIT = 300;

/**
 * The sentence of the transcript that holds a clause, verbatim (a slice of the transcript, so the
 * evidence rule finds it), or the clause alone when the sentence runs on.
 */
export function quoteOf(reading: AnswerReading, transcript: string, clause: Clause): string {
  const start = clause.tokens[0]?.start ?? 0;
  const end = clause.tokens[clause.tokens.length - 1]?.end ?? start;
  const span = originalSpan(reading.spoken, transcript, start, end);
  const at = transcript.indexOf(span);
  if (at === -1 || span === '') return span;
  const before = transcript.slice(0, at).search(/[.!?]\s[^.!?]*$/);
  const from = before === -1 ? 0 : before + 2;
  const after = transcript.slice(at + span.length).search(/[.!?](\s|$)/);
  const to = after === -1 ? transcript.length : at + span.length + after + 1;
  const sentence = transcript.slice(from, to).trim();
  return sentence.length <= QUOTE_LIMIT ? sentence : span;
}
