import type { AnswerReading } from './answer-reading.js';
import type { AnswerScoreParts } from './answer-score.js';
import type { QuestionTopic } from './topic.js';

/** How one answer stands, for the recruiter. */
export interface AnswerVerdict {
  questionIndex: number;
  reading: AnswerReading;
  parts: AnswerScoreParts;
  /** The question this answer answers better than its own, if any. */
  otherQuestion: number | null;
  /** The answer this one repeats, if any. */
  repeats: number | null;
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The guide's points the answer does not touch (at most two), in the guide's words. */
function guideGaps(reading: AnswerReading, topic: QuestionTopic): string[] {
  return topic.guideItems
    .filter((item) => ![...item.concepts].some((c) => reading.covered.has(c)))
    .slice(0, 2)
    .map((item) => item.text.replace(/^A strong answer\s+/i, ''));
}

/**
 * The answer's strengths and gaps in a recruiter's words, e.g. "Specific: figures and times
 * (two hours, four o clock); says what they did; gives the outcome. Not covered: follows up."
 */
export function answerFeedback(verdict: AnswerVerdict, topic: QuestionTopic): string {
  const { reading, parts } = verdict;
  if (parts.capped === 'conduct') {
    const finding = reading.conduct[0]!;
    return `Describes conduct the job would reject: ${finding.description} ("${finding.quote}").`;
  }
  if (parts.capped === 'list') return 'A list of words rather than an answer: nothing to assess.';
  if (parts.capped === 'restates') return 'Restates the question without saying anything about it.';
  if (parts.capped === 'declines') return 'Declines to answer the question.';
  if (parts.capped === 'otherQuestion' && verdict.otherQuestion !== null) {
    return `Answers question ${verdict.otherQuestion + 1} rather than this one.`;
  }
  if (parts.capped === 'repeat' && verdict.repeats !== null) {
    return `Repeats the answer to question ${verdict.repeats + 1}.`;
  }
  const strengths: string[] = [];
  const gaps: string[] = [];
  if (reading.details.size >= 2) strengths.push(`specific (${[...reading.details].slice(0, 3).join(', ')})`);
  if (reading.actions.size >= 3) strengths.push('says what the candidate did');
  if (reading.outcomes >= 1) strengths.push('gives the outcome');
  if (parts.relevance >= 0.8) strengths.push('answers the question asked');
  if (parts.relevance < 0.4) gaps.push('little on the question itself');
  if (reading.details.size === 0 && reading.novel.size < 8) gaps.push('general, no concrete example');
  if (parts.focus < 1) gaps.push('much of it is off the subject');
  const missing = guideGaps(reading, topic);
  const sentences = [
    strengths.length ? `Strengths: ${list(strengths)}.` : 'No clear strength.',
    gaps.length ? `Gaps: ${list(gaps)}.` : '',
    missing.length ? `Not covered from the scoring guide: ${missing.join('; ')}.` : '',
  ];
  return sentences.filter(Boolean).join(' ');
}
