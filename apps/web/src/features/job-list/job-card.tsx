import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useCopyLink } from '@/components/ui/use-copy-link';
import { interviewLink, paths } from '@/paths';
import { CRITERIA_EVAL_VERSION } from '@/api/jobs';
import type { ListedJob } from './job';

/** What a card asks the page to confirm. */
export type JobAction = 'archive' | 'restore' | 'delete';

/** Where View Dashboard goes: the candidates overview for criteria-v1 jobs, else the legacy dashboard. */
export function jobDashboardHref(job: Pick<ListedJob, 'id' | 'evalVersion'>): string {
  return job.evalVersion === CRITERIA_EVAL_VERSION
    ? paths.candidates.href(job.id)
    : paths.dashboardForJob.href(job.id);
}

function createdOn(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Date not available';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

function ActiveActions({ job, onAction }: { job: ListedJob; onAction: (action: JobAction) => void }) {
  const copyLink = useCopyLink();
  const link = job.interviewUrl || interviewLink(window.location.origin, job.id);
  return (
    <>
      <Link to={jobDashboardHref(job)} className={buttonClasses('primary', 'sm')}>
        View Dashboard
      </Link>
      <Button size="sm" variant="outline" onClick={() => void copyLink(link)}>
        Copy Interview Link
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onAction('archive')}>
        Archive Job
      </Button>
    </>
  );
}

/** One job on the dashboard, with the actions of its status (docs/behaviour/review.md §2.1). */
export function JobCard({ job, onAction }: { job: ListedJob; onAction: (action: JobAction) => void }) {
  const count = job.questions.length;
  return (
    <Card className="flex w-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle level={2}>{job.title}</CardTitle>
          {job.status === 'draft' && <Badge variant="warning">DRAFT</Badge>}
          {job.status === 'archived' && <Badge variant="outline">ARCHIVED</Badge>}
        </div>
        <CardDescription className="line-clamp-2">{job.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-muted-foreground">
        <p>
          {count === 1 ? '1 question' : `${count} questions`} · Created {createdOn(job.createdAt)}
        </p>
        {job.status === 'draft' && (
          <p className="rounded-lg bg-warning-soft p-2 text-warning">
            This job is a draft. The interview link will not work until the job is published.
          </p>
        )}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap">
        {job.status === 'active' && <ActiveActions job={job} onAction={onAction} />}
        {job.status === 'draft' && (
          <>
            <Link to={paths.hr.href(job.id)} className={buttonClasses('primary', 'sm')}>
              Edit &amp; Publish Job
            </Link>
            <Button size="sm" variant="ghost" onClick={() => onAction('delete')}>
              Delete Draft
            </Button>
          </>
        )}
        {job.status === 'archived' && (
          <Button size="sm" variant="outline" onClick={() => onAction('restore')}>
            Restore Job
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
