import type {
  CandidateFigures,
  DashboardCandidate,
  ReviewEvaluation,
} from '@sauti/core/contract/review-views';
import { criterionText } from '@/lib/review/figures';

/** The placeholder of an interview date that is missing or unreadable (docs/behaviour/review.md §8). */
export const NO_DATE = 'Date not available';

/** The interview date (completion, or else start) as '21 Nov 2026, 14:05', or 'Date not available'. */
export function interviewDate(candidate: Pick<DashboardCandidate, 'session'>): string {
  const iso = candidate.session.completedAt ?? candidate.session.startedAt;
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return NO_DATE;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Strengths and weaknesses are stored as prose; the screen lists them sentence by sentence ('. '). */
export function splitSentences(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('. ')
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** The overall impression: the recommendation text, or else the feedback, or else the summary. */
export function overallImpression(evaluation: ReviewEvaluation): string | null {
  return evaluation.recommendation || evaluation.feedback || evaluation.summary || null;
}

/** The line used where a short summary is needed (Top Performers): summary, feedback or recommendation. */
export function shortSummary(evaluation: ReviewEvaluation): string {
  return evaluation.summary || evaluation.feedback || evaluation.recommendation || '';
}

/**
 * The competency scores of the legacy card: the job's enabled criteria in percent, as the overview
 * and the detail page show them (they were three fixed sub-scores out of 10, a switched-off
 * criterion among them).
 */
export function competencyScores(
  figures: Pick<CandidateFigures, 'criteria'>,
): { label: string; text: string }[] {
  return figures.criteria.map((c) => ({ label: c.label, text: criterionText(c) }));
}
