import type { AnswerConcern, ConcernKind } from '../domain/answer-concern.js';

/**
 * What an evaluator could not judge in an answer, shown to HR instead of a score
 * (docs/behaviour/review.md §17): the answer gets no score and is never quoted as a strength, and
 * the interview gets no band until a person has listened.
 */

/** The words before every concern's reason. */
export const NEEDS_HUMAN_LISTEN = 'Needs a human listen';

/** Why a person must listen, in a recruiter's words. */
export const CONCERN_REASONS: Readonly<Record<ConcernKind, string>> = {
  misconduct: 'the answer may describe misconduct',
  instruction_to_scorer: 'the answer speaks to the scorer instead of answering',
  other_language: 'the answer is mostly not in the language of the interview',
  unreadable_transcript: 'the transcript is too unsure to read',
};

/** A quote longer than this is cut in the message (the stored quote stays whole). */
const QUOTE_IN_MESSAGE = 200;

/** "Needs a human listen: the answer may describe misconduct (question 2): “I told him…”". */
export function concernMessage(concern: Pick<AnswerConcern, 'kind' | 'questionIndex' | 'quote'>): string {
  const head = `${NEEDS_HUMAN_LISTEN}: ${CONCERN_REASONS[concern.kind]} (question ${concern.questionIndex + 1})`;
  if (!concern.quote) return head;
  const quote =
    concern.quote.length > QUOTE_IN_MESSAGE
      ? `${concern.quote.slice(0, QUOTE_IN_MESSAGE).trimEnd()}…`
      : concern.quote;
  return `${head}: “${quote}”`;
}

/**
 * The concerns of an output that can stand: about an answer that has a transcript, each kind once
 * per answer, a quote kept only when it is the candidate's words verbatim (else the whole answer
 * is meant).
 */
export function acceptedConcerns(
  concerns: readonly AnswerConcern[] | undefined,
  transcripts: readonly { questionIndex: number; transcript: string }[],
): AnswerConcern[] {
  const byIndex = new Map(transcripts.map((t) => [t.questionIndex, t.transcript]));
  const seen = new Set<string>();
  return (concerns ?? []).flatMap((c) => {
    const transcript = byIndex.get(c.questionIndex);
    const key = `${c.questionIndex}|${c.kind}`;
    if (transcript === undefined || !(c.kind in CONCERN_REASONS) || seen.has(key)) return [];
    seen.add(key);
    const quote = c.quote && c.quote.trim() !== '' && transcript.includes(c.quote) ? c.quote : null;
    return [{ kind: c.kind, questionIndex: c.questionIndex, quote }];
  });
}
