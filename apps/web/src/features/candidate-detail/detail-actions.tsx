import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PanelToggleButton } from '@/components/review/panel-toggle-button';
import { cvUrl } from '@/lib/review/display';
import { paths, type OverviewLocationState } from '@/paths';
import { printCandidateReport } from './candidate-report';

/**
 * The header actions (docs/behaviour/review.md §2.4), all wired: panel toggle, printable report, Compare with
 * Others (the overview with this candidate preselected) and View CV when a CV exists.
 */
export function DetailActions({ detail }: { detail: CandidateDetailPayload }) {
  const navigate = useNavigate();
  const { job, session } = detail;
  const compareState: OverviewLocationState = { compareWith: session.id };
  return (
    <div className="flex flex-wrap gap-2">
      <PanelToggleButton jobId={job.id} session={session} />
      <Button size="sm" variant="outline" onClick={() => printCandidateReport(detail)}>
        Download Report
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void navigate(paths.candidates.href(job.id), { state: compareState })}
      >
        Compare with Others
      </Button>
      {session.hasCv && (
        <a
          href={cvUrl(session.id)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
        >
          View CV
        </a>
      )}
    </div>
  );
}
