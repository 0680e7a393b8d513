import type { DashboardCandidate, ReviewJob } from '@sauti/core/contract/review-views';
import { dedupeForReport, topPerformers } from '@sauti/core/rules/report';
import { candidateName } from '@/lib/review/display';
import { escapeHtml } from '@/lib/print-window';
import { percentText } from '@/lib/review/figures';
import { shortSummary } from './candidate-text';
import { candidateAssessmentHtml } from './report-sections';

/** The window title of the Export All Results report. */
export function assessmentReportTitle(job: Pick<ReviewJob, 'title'>): string {
  return `${job.title} - Assessment Report`;
}

/** The candidates of the report: one per email plus phone, the latest start kept (docs/behaviour/review.md §9). */
export function reportCandidates(candidates: readonly DashboardCandidate[]): DashboardCandidate[] {
  return dedupeForReport(
    candidates.map((candidate) => ({
      candidate,
      candidateEmail: candidate.session.candidateEmail,
      candidatePhone: candidate.session.candidatePhone,
      startedAt: candidate.session.startedAt,
    })),
  ).map(({ candidate }) => candidate);
}

function topPerformersHtml(candidates: readonly DashboardCandidate[]): string {
  const top = topPerformers(
    candidates.flatMap((candidate) =>
      candidate.figures.scorePercent === null
        ? [] // not scored: no place among the top performers
        : [
            {
              candidate,
              score: candidate.figures.scorePercent,
              summary: shortSummary(candidate.evaluation),
            },
          ],
    ),
  );
  if (top.length === 0)
    return '<h2>Top Performers</h2><p class="muted">No candidate scored 70 or higher.</p>';
  const items = top
    .map(
      ({ candidate, score, summary }, rank) =>
        `<div class="card top-performer"><h3>${rank + 1}. ${escapeHtml(
          candidateName(candidate.session.candidateName),
        )} — ${escapeHtml(percentText(score))}</h3><p>${escapeHtml(summary)}</p></div>`,
    )
    .join('');
  return `<h2>Top Performers</h2>${items}`;
}

/**
 * The Export All Results report of the legacy dashboard (docs/behaviour/review.md §2.2, §9): de-duplicated
 * candidates, a Top Performers section, then every candidate's assessment. Pure; `generatedAt` is
 * passed in so the output is reproducible.
 */
export function buildAssessmentReport(
  job: Pick<ReviewJob, 'title'>,
  candidates: readonly DashboardCandidate[],
  generatedAt: Date,
): string {
  const unique = reportCandidates(candidates);
  const scores = unique.flatMap((c) => (c.figures.scorePercent === null ? [] : [c.figures.scorePercent]));
  const average = scores.length ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length) : null;
  const sections = unique.map((c) => `<div class="card candidate">${candidateAssessmentHtml(c)}</div>`);
  return [
    `<h1>${escapeHtml(assessmentReportTitle(job))}</h1>`,
    `<p class="muted">Generated ${escapeHtml(generatedAt.toLocaleString('en-GB'))}</p>`,
    `<p>Candidates assessed: ${unique.length}` +
      (average === null ? '' : ` · Average score: ${percentText(average)}`) +
      '</p>',
    topPerformersHtml(unique),
    '<h2>All Candidates</h2>',
    sections.length ? sections.join('') : '<p class="muted">No evaluated candidates yet.</p>',
  ].join('');
}
