import type { CriterionMeasure } from './criterion-score.js';
import type { MeasuredAnswer } from './answer-features.js';
import { termsIn } from './text.js';

const list = (items: readonly string[], max = 5) =>
  items.length === 0
    ? 'none'
    : items
        .slice(0, max)
        .map((t) => `'${t}'`)
        .join(', ');

/** One line on how the criterion looks, by score. */
export function quickTake(label: string, m: CriterionMeasure): string {
  const support = `${m.evidence.length} supporting statement(s), ${m.terms.length} related term(s)`;
  if (m.score >= 70) return `Clear evidence of ${label.toLowerCase()}: ${support}.`;
  if (m.score >= 40) return `Some evidence of ${label.toLowerCase()}: ${support}.`;
  return `Little evidence of ${label.toLowerCase()} in the answers (${support}).`;
}

/** The score explained feature by feature, with the points each earned. */
export function rationale(label: string, m: CriterionMeasure): string {
  const p = m.points;
  const parts = [
    `${label} scored ${m.score}/100 from these features`,
    `${label.toLowerCase()} vocabulary: ${m.terms.length} term(s) (${list(m.terms)}), ${p.vocabulary} points`,
    `statements showing it: ${m.evidence.length}, ${p.evidence} points`,
    `words from the job description and skills: ${m.jobWords.length} (${list(m.jobWords)}), ${p.relevance} points`,
    `substance: ${m.averageWords} words per answer on average, ${p.substance} points`,
    `structure: ${m.examples} example cue(s), ${m.figures} figure(s), ${m.structureCues} structure cue(s), ${p.structure} points`,
  ];
  if (m.focusWords !== null) {
    parts.push(
      `answers to the questions on ${label.toLowerCase()}: ${m.focusWords} words, ${p.focus} points`,
    );
  }
  if (m.wordsPerMinute !== null)
    parts.push(`pace: about ${m.wordsPerMinute} words a minute, ${p.pace} points`);
  return `${parts.join('; ')}.`;
}

/** Feedback on one answer for one criterion, naming what was found in it. */
export function answerFeedback(
  label: string,
  answer: MeasuredAnswer | undefined,
  vocabulary: readonly string[],
): string {
  if (!answer) return 'Not assessed: there is no usable transcript of this answer.';
  const terms = termsIn(answer.transcript, vocabulary);
  const pace =
    answer.durationSeconds && answer.durationSeconds > 0
      ? `, about ${Math.round(answer.words / (answer.durationSeconds / 60))} words a minute`
      : '';
  return (
    [
      `${answer.words} words${pace}`,
      answer.examples.length ? 'gives a concrete example' : 'no concrete example',
      answer.figures ? `uses ${answer.figures} figure(s)` : 'no figures',
      terms.length
        ? `touches ${label.toLowerCase()} through ${list(terms, 4)}`
        : `nothing specific to ${label.toLowerCase()}`,
    ].join('; ') + '.'
  );
}
