import type { DashboardCandidate, ReviewJob } from '@sauti/core/contract/review-views';
import { Button } from '@/components/ui/button';
import { cvUrl } from '@/lib/review/display';
import { openPrintWindow } from '@/lib/print-window';
import { buildCandidateReport, candidateReportTitle } from './candidate-report';
import { DetailsDialog } from './details-dialog';
import { RecordingPlayer } from './recording-player';
import { TranscriptDialog } from './transcript-dialog';

/** Label of Download CV when the candidate uploaded none (docs/behaviour/review.md §2.2). */
export const NO_CV_LABEL = 'No CV uploaded';

/**
 * The card's actions: View Details, View Full Transcript, Play Recording, Download CV (a new tab;
 * disabled without a CV) and Export PDF (a printable candidate report).
 */
export function CandidateActions({ job, candidate }: { job: ReviewJob; candidate: DashboardCandidate }) {
  const { session } = candidate;
  return (
    <div className="flex flex-wrap gap-2">
      <DetailsDialog job={job} candidate={candidate} />
      <TranscriptDialog candidate={candidate} />
      <RecordingPlayer responses={candidate.responses} />
      <Button
        size="sm"
        variant="outline"
        disabled={!session.hasCv}
        onClick={() => window.open(cvUrl(session.id), '_blank', 'noopener')}
      >
        {session.hasCv ? 'Download CV' : NO_CV_LABEL}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => openPrintWindow(candidateReportTitle(candidate), buildCandidateReport(job, candidate))}
      >
        Export PDF
      </Button>
    </div>
  );
}
