import { Link } from 'react-router';
import type { ReviewJob } from '@sauti/core/contract/review-views';
import { Button, buttonClasses } from '@/components/ui/button';
import { useCopyLink } from '@/components/ui/use-copy-link';
import { paths } from '@/paths';
import { exportAllResults } from './export-all-results';

/**
 * The dashboard's actions (docs/behaviour/review.md §2.2): Back to Jobs, Copy Interview Link and Export All Results
 * (the printable assessment report of every evaluated candidate, in a new window), and the
 * candidates overview of the job, which shows the same figures with filters and the criteria.
 */
export function DashboardActions({ job }: { job: ReviewJob }) {
  const copyLink = useCopyLink();
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.dashboard.href()} className={buttonClasses('ghost', 'sm')}>
        Back to Jobs
      </Link>
      <Link to={paths.candidates.href(job.id)} className={buttonClasses('outline', 'sm')}>
        Candidates Overview
      </Link>
      <Button size="sm" variant="outline" onClick={() => void copyLink(job.interviewUrl)}>
        Copy Interview Link
      </Button>
      <Button size="sm" onClick={() => exportAllResults(job)}>
        Export All Results
      </Button>
    </div>
  );
}
