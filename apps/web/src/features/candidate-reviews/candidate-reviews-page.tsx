import type { ReviewRequestsView } from '@sauti/core/contract/candidate-feedback';
import { Link, useSearchParams } from 'react-router';
import { useReviewRequests } from '@/api/candidate-feedback';
import { LoadError } from '@/components/review/load-error';
import { HumanReviewPanel } from '@/components/review/human-review-panel';
import { Card } from '@/components/ui/card';
import { paths } from '@/paths';
import { OrganisationFeedbackSettings } from './organisation-feedback-settings';

/** The figures at the top: requests, and how often decisions went against the scores' advice. */
function Figures({ view }: { view: ReviewRequestsView }) {
  const { decisions } = view;
  const cards = [
    {
      label: 'Open review requests',
      value: String(view.counts.open),
      caption: `${view.counts.decided} decided`,
    },
    {
      label: 'Decisions against the score’s advice',
      value: decisions.againstPercent === null ? '—' : `${decisions.againstPercent}%`,
      caption: `${decisions.againstAdvice} of ${decisions.withAdvice} hires and rejections where the band advised one way`,
    },
    {
      label: 'Rejections without a look',
      value: String(view.scoreOnlyRejections),
      caption: 'Confirmed by a member although nobody opened the evidence or played an answer',
    },
  ];
  return (
    <ul aria-label="Review figures" className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.label}>
          <Card className="h-full p-4">
            <h2 className="text-sm font-medium text-muted-foreground">{card.label}</h2>
            <p className="mt-1 text-3xl font-semibold">{card.value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{card.caption}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * /reviews (docs/behaviour/review.md §12): candidates' requests for a human review, open first, each
 * with the form to record what the review found; how often HR's decisions differ from the scores'
 * advice; and what the organisation tells candidates. `?jobId=` narrows it to one job.
 */
export function CandidateReviewsPage() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId') ?? undefined;
  const requests = useReviewRequests({ ...(jobId ? { jobId } : {}), status: 'all' });

  let body;
  if (requests.isPending) body = <p className="text-muted-foreground">Loading…</p>;
  else if (requests.isError)
    body = (
      <LoadError
        error={requests.error}
        notFoundTitle="Job not found"
        onRetry={() => void requests.refetch()}
      />
    );
  else {
    const view = requests.data;
    const ordered = [...view.requests].sort(
      (a, b) => Number(a.outcome !== null) - Number(b.outcome !== null),
    );
    body = (
      <>
        <Figures view={view} />
        <section className="flex flex-col gap-3" aria-labelledby="requests-heading">
          <h2 id="requests-heading" className="text-lg font-semibold">
            Requests for a human review
          </h2>
          {ordered.length === 0 && (
            <p className="text-muted-foreground">No candidate has asked for a review.</p>
          )}
          <ul className="flex flex-col gap-3">
            {ordered.map((review) => (
              <li key={review.id} className="flex flex-col gap-1">
                <Link
                  to={paths.candidate.href(review.jobId, review.sessionId)}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {review.candidateName ?? 'Candidate'} · {review.jobTitle}
                </Link>
                <HumanReviewPanel review={review} />
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div>
        {jobId && (
          <Link to={paths.candidates.href(jobId)} className="text-sm text-primary hover:underline">
            Back to Candidates
          </Link>
        )}
        <h1 className="text-2xl font-semibold">Candidate reviews</h1>
        <p className="text-muted-foreground">
          {jobId ? 'Requests for this job' : 'Every job of your organisation'}. A person makes every decision:
          here is how often decisions went against the score.
        </p>
      </div>
      {body}
      <OrganisationFeedbackSettings />
    </main>
  );
}
