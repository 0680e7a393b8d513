import type { CandidateDetailPayload, ReviewEvaluation } from '@sauti/core/contract/review-views';
import { overallScoreText } from '@/lib/review/scoring';

/** The header figures of a candidate, as label / value pairs (docs/behaviour/review.md §2.4); the report uses them too. */
export function headerFigures(detail: CandidateDetailPayload): { label: string; value: string }[] {
  const { evaluation, criteriaMet, durationMinutes, questionsAnswered, matchLevel } = detail;
  return [
    {
      label: 'Overall score',
      value: evaluation
        ? `${overallScoreText(evaluation)}${matchLevel ? ` - ${matchLevel}` : ''}`
        : 'Awaiting evaluation',
    },
    { label: 'Criteria met', value: `${criteriaMet.met}/${criteriaMet.total}` },
    { label: 'Duration', value: durationMinutes === null ? 'N/A' : `${Math.round(durationMinutes)} min` },
    { label: 'Questions answered', value: String(questionsAnswered) },
  ];
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
