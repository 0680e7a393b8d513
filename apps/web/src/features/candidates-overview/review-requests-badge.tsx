import { Link } from 'react-router';
import { useReviewRequests } from '@/api/candidate-feedback';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';

/**
 * The job's open requests for a human review (docs/behaviour/interview.md §18), on the overview
 * so nobody misses one; it leads to the list where HR records each outcome.
 */
export function ReviewRequestsBadge({ jobId }: { jobId: string }) {
  const requests = useReviewRequests({ jobId, status: 'open' });
  const open = requests.data?.counts.open ?? 0;
  if (open === 0) return null;
  return (
    <Link
      to={paths.reviews.href(jobId)}
      className={buttonClasses('outline', 'sm')}
      data-testid="review-requests-badge"
    >
      <Badge variant="warning" className="mr-1">
        {open}
      </Badge>
      {open === 1 ? 'open review request' : 'open review requests'}
    </Link>
  );
}
