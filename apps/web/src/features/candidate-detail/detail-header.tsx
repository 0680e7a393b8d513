import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { candidateName, formatDate } from '@/lib/review/display';
import { EvaluatorNote, NotScoredNotice } from '@/components/review/scoring-notice';
import { DetailActions } from './detail-actions';
import { headerFigures } from './detail-figures';
import { HiringDecision } from './hiring-decision';
import { ListenRelease } from './listen-release';

/** Name, contact, interview date, the figures, the actions and the hiring decision. */
export function DetailHeader({ detail }: { detail: CandidateDetailPayload }) {
  const { session, job } = detail;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold">{candidateName(session.candidateName)}</h1>
            {detail.byPhone && (
              <Badge variant="secondary" title="Taken on a phone call">
                Phone
              </Badge>
            )}
          </div>
          <p className="break-all text-muted-foreground">{session.candidateEmail ?? 'No email'}</p>
          {session.externalReference && (
            <p className="text-sm break-all text-muted-foreground">
              External reference: {session.externalReference}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            Interviewed {formatDate(session.completedAt ?? session.startedAt)} · {job.title}
          </p>
        </div>
        <DetailActions detail={detail} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-4">
        {headerFigures(detail).map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {detail.evaluation && (
        <>
          <NotScoredNotice evaluation={detail.evaluation} />
          <ListenRelease jobId={job.id} sessionId={session.id} evaluation={detail.evaluation} />
          <EvaluatorNote evaluation={detail.evaluation} />
        </>
      )}
      <HiringDecision
        key={`${session.hiringOutcome ?? ''}|${session.hiringOutcomeUpdatedAt ?? ''}`}
        jobId={job.id}
        session={session}
      />
    </Card>
  );
}
