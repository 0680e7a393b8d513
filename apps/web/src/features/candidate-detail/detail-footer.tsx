import type { ReviewSession } from '@sauti/core/contract/review-views';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PanelToggleButton } from '@/components/review/panel-toggle-button';
import { candidateName } from '@/lib/review/display';
import { paths } from '@/paths';

/**
 * The closing prompt to add the candidate to the panel (docs/behaviour/review.md §2.4); once in the panel it links
 * to the panel builder. Its button has its own name so it is not mistaken for the header's.
 */
export function DetailFooter({ jobId, session }: { jobId: string; session: ReviewSession }) {
  const name = candidateName(session.candidateName);
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
      {session.inPanel ? (
        <>
          <p>{name} is in your interview panel.</p>
          <Link to={paths.panel.href(jobId)} className={buttonClasses('outline', 'sm')}>
            View Panel
          </Link>
        </>
      ) : (
        <>
          <p>Ready to move forward? Add {name} to your interview panel.</p>
          <PanelToggleButton jobId={jobId} session={session} addLabel="Add to Interview Panel" />
        </>
      )}
    </footer>
  );
}
