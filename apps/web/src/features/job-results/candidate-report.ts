import type { DashboardCandidate, ReviewJob } from '@sauti/core/contract/review-views';
import { candidateName, formatSeconds, NO_TRANSCRIPT } from '@/lib/review/display';
import { escapeHtml } from '@/lib/print-window';
import { machineTranscriptHtml } from '@/lib/review/transcript-html';
import { candidateAssessmentHtml } from './report-sections';

/** The window title of a candidate's Export PDF report. */
export function candidateReportTitle(candidate: DashboardCandidate): string {
  return `${candidateName(candidate.session.candidateName)} - Candidate Report`;
}

function transcriptHtml(candidate: DashboardCandidate): string {
  if (candidate.responses.length === 0) return `<p class="muted">${escapeHtml(NO_TRANSCRIPT)}</p>`;
  return [...candidate.responses]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .map(
      (response) =>
        `<div class="card"><p><strong>Question ${response.questionIndex + 1}: ${escapeHtml(
          response.questionText,
        )}</strong> <span class="muted">(${escapeHtml(formatSeconds(response.duration))})</span></p>` +
        `${machineTranscriptHtml(response)}</div>`,
    )
    .join('');
}

/**
 * The printable report of one candidate (Export PDF on a legacy dashboard card): the job, the
 * assessment and the full transcript. Pure; every text is escaped.
 */
export function buildCandidateReport(job: Pick<ReviewJob, 'title'>, candidate: DashboardCandidate): string {
  return [
    `<h1>Candidate Report</h1>`,
    `<p class="muted">${escapeHtml(job.title)}</p>`,
    candidateAssessmentHtml(candidate),
    '<h2>Interview Transcript</h2>',
    transcriptHtml(candidate),
  ].join('');
}
