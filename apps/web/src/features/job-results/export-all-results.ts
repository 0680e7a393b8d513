import type { DashboardCandidate, DashboardPayload, ReviewJob } from '@sauti/core/contract/review-views';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { openReportWindow } from '@/lib/print-window';
import { assessmentReportTitle, buildAssessmentReport } from './assessment-report';

/** The largest page the dashboard call gives. */
const EXPORT_PAGE = 200;

/** Every evaluated candidate of the job, page after page. */
export async function fetchAllDashboardCandidates(jobId: string): Promise<DashboardCandidate[]> {
  const all: DashboardCandidate[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const params = new URLSearchParams({ offset: String(offset), limit: String(EXPORT_PAGE) });
    const page = await apiRequest<DashboardPayload>(
      'GET',
      `/api/jobs/${encodeURIComponent(jobId)}/dashboard?${params.toString()}`,
    );
    all.push(...page.candidates);
    if (page.candidates.length === 0 || offset + EXPORT_PAGE >= page.page.total) return all;
  }
}

/**
 * Export All Results (docs/behaviour/review.md §2.2): opens the report window in the click, loads every evaluated
 * candidate (not only the pages on screen), then writes the de-duplicated assessment report.
 */
export function exportAllResults(job: ReviewJob): void {
  const report = openReportWindow(assessmentReportTitle(job));
  if (!report) return;
  fetchAllDashboardCandidates(job.id).then(
    (candidates) => report.show(buildAssessmentReport(job, candidates, new Date())),
    (error: unknown) =>
      report.fail(`The report could not be prepared: ${errorMessage(error, 'please try again')}`),
  );
}
