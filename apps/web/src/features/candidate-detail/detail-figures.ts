import type { CandidateDetailPayload, ReviewEvaluation } from '@sauti/core/contract/review-views';
import { formatSeconds } from '@/lib/review/display';
import { criteriaMetText, scoreText } from '@/lib/review/figures';

/**
 * The header figures of a candidate, as label / value pairs (docs/behaviour/review.md §2.4, §10);
 * the report uses them too. No 'Criteria met' for an interview not scored (it read 0/4 beside
 * 'Not scored').
 */
export function headerFigures(detail: CandidateDetailPayload): { label: string; value: string }[] {
  const { evaluation, figures, durationMinutes, questionsAnswered, teamScore } = detail;
  const met = criteriaMetText(figures);
  return [
    {
      label: 'Overall score',
      value: teamScore
        ? `${teamScore.score}% - ${teamScore.label} (${teamScore.ratedAnswers} of ${teamScore.answers} answers rated)`
        : evaluation
          ? `${scoreText(figures)}${figures.matchLevel ? ` - ${figures.matchLevel}` : ''}`
          : 'Awaiting evaluation',
    },
    ...(met === null ? [] : [{ label: 'Criteria met', value: met }]),
    { label: 'Duration', value: durationText(durationMinutes) },
    { label: 'Questions answered', value: String(questionsAnswered) },
  ];
}

/**
 * An interview's length in rounded minutes, or in seconds under a minute (docs/behaviour/review.md
 * §9: durations shown as rounded seconds or minutes): a 40-second phone interview read
 * "0 min".
 */
function durationText(minutes: number | null): string {
  if (minutes === null) return 'N/A';
  return minutes < 1 ? formatSeconds(minutes * 60) : `${Math.round(minutes)} min`;
}

/** Who scored the interview, for the header and the report. */
export function evaluatorLabel(evaluation: ReviewEvaluation | null): string {
  return evaluation ? evaluation.evaluator.label : 'Not evaluated yet';
}

/** The summary text: feedback, else recommendation (docs/behaviour/review.md §2.4). */
export function aiSummary(evaluation: ReviewEvaluation | null): string {
  if (!evaluation) return 'This interview is awaiting evaluation.';
  return evaluation.feedback || evaluation.recommendation || 'No summary available.';
}
