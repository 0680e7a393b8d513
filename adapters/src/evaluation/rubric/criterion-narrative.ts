import type { EvidenceItem } from '@sauti/core/ports/evaluator';
import type { CriterionSource } from '@sauti/core/rules/answer-scores';
import type { AnswerVerdict } from './answer-feedback.js';

/** Evidence quotes shown per criterion, and words per quote: a clause, never a whole answer. */
const MAX_QUOTES = 3;
const MAX_QUOTE_WORDS = 30;

const SOURCE_WORDS: Record<CriterionSource, string> = {
  'its questions': 'the answers to its questions',
  'general questions': 'the answers to the general questions (no question asks about it directly)',
  'all answers': 'all the answers (no question asks about it directly)',
};

/** One line and a few sentences on a criterion, from the answers it was scored on. */
export function criterionNarrative(
  label: string,
  aggregate: { score: number; source: CriterionSource },
  used: readonly AnswerVerdict[],
): { quickTake: string; rationale: string } {
  const name = label.toLowerCase();
  const quickTake =
    aggregate.score >= 70
      ? `Clear evidence of ${name}: specific answers on the questions asked.`
      : aggregate.score >= 40
        ? `Some evidence of ${name}, but the answers are thin or general in places.`
        : `Little evidence of ${name} in the answers.`;
  const perAnswer = used.map((v) => `question ${v.questionIndex + 1} scored ${v.parts.score}`);
  const flagged = used.filter((v) => v.parts.capped !== null).map((v) => `question ${v.questionIndex + 1}`);
  const rationale = [
    `${label} takes its score from ${SOURCE_WORDS[aggregate.source]}: ${perAnswer.join(', ') || 'none'}.`,
    flagged.length ? `Held down by ${flagged.join(' and ')} (see the answers).` : '',
    'Each answer is scored on whether it answers its own question and how much specific substance it gives ' +
      '(what the candidate did, details, the outcome); length, vocabulary and cue words earn nothing alone.',
  ];
  return { quickTake, rationale: rationale.filter(Boolean).join(' ') };
}

/** Up to MAX_QUOTE_WORDS words of a clause, cut at a word: still a verbatim span of the answer. */
function shortSpan(text: string): string {
  const words = text.split(/\s+/);
  return words.length <= MAX_QUOTE_WORDS ? text : words.slice(0, MAX_QUOTE_WORDS).join(' ');
}

/**
 * The clauses that best show the criterion: the most relevant on-question clauses of answers that
 * scored well and were not held down (a harmful or off-question answer is never shown as
 * evidence in its favour). Each quote is a clause of the transcript.
 */
export function evidenceOf(label: string, used: readonly AnswerVerdict[]): EvidenceItem[] {
  return used
    .filter((v) => v.parts.capped === null && v.parts.score >= 40)
    .flatMap((v) =>
      v.reading.clauses
        .filter((c) => c.onQuestion && c.clause.tokens.length >= 4)
        .map((c) => ({ verdict: v, clause: c })),
    )
    .sort(
      (a, b) =>
        b.clause.relevance - a.clause.relevance || a.clause.clause.position - b.clause.clause.position,
    )
    .slice(0, MAX_QUOTES)
    .map(({ verdict, clause }) => ({
      quote: shortSpan(clause.clause.text),
      questionIndex: verdict.questionIndex,
      reasoning: `Shows ${label.toLowerCase()} on question ${verdict.questionIndex + 1}: it speaks to what the question asks.`,
    }));
}
