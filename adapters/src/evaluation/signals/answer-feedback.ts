import type { AnswerGrade } from './answer-grade.js';
import type { AnswerReading } from './answer-reading.js';
import type { QuestionContext } from './question-context.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The feedback HR reads beside an answer's score: what it shows, what it lacks. */
export function answerFeedback(
  grade: AnswerGrade,
  reading: AnswerReading,
  context: QuestionContext | undefined,
  repeats: number | null,
): string {
  if (repeats !== null) return `Repeats the answer to question ${repeats + 1}; counted once.`;
  if (grade.list) return 'A list of words rather than an answer: nothing the candidate did is told.';
  if (grade.template)
    return 'A situation-task-action-result template with nothing in it: no figure, name or time of a real situation.';
  if (grade.saidBack) return 'Says the question back: nothing the candidate did is told.';
  if (grade.answersOther !== null) return `Answers question ${grade.answersOther + 1} rather than this one.`;
  const parts: string[] = [];
  if (grade.relevance < 0.3) parts.push('Says little about what the question asks');
  else if (reading.actions.size + reading.details.size === 0)
    parts.push('On the question but general: no example of what the candidate did');
  else
    parts.push(
      `Specific: ${plural(reading.actions.size, 'action')} of the candidate, ${plural(reading.details.size, 'figure, name or time', 'figures, names or times')}` +
        (reading.outcomes > 0 ? ', and an outcome' : ''),
    );
  if (grade.focus < 0.8) parts.push('part of it is about something else');
  if (reading.echoShare > 0.4) parts.push('much of it repeats the question');
  if (context && context.points.length > 0 && reading.guideCoverage !== null) {
    const touched = Math.round(reading.guideCoverage * context.points.length);
    parts.push(`touches ${touched} of ${context.points.length} points of the scoring guide`);
  }
  return `${parts.join('; ')}.`;
}
