import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import type { JobStatus } from '@/api/jobs';
import type { ListedJob } from './job';
import { JobActionDialog } from './job-action-dialog';
import { JobCard, type JobAction } from './job-card';
import { useJobs } from '@/api/jobs';

const tabs: { status: JobStatus; label: string; empty: string }[] = [
  { status: 'active', label: 'Active', empty: 'No active jobs.' },
  { status: 'draft', label: 'Draft', empty: 'No draft jobs.' },
  { status: 'archived', label: 'Archived', empty: 'No archived jobs.' },
];

function CreateNewJobLink() {
  return (
    <Link to={paths.hr.href()} className={buttonClasses('primary')}>
      Create New Job
    </Link>
  );
}

function EmptyState() {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center">
      <h2 className="text-lg font-semibold">No jobs yet</h2>
      <p className="text-muted-foreground">Create a job to start interviewing candidates.</p>
      <CreateNewJobLink />
    </section>
  );
}

/**
 * The HR job list dashboard at /dashboard (docs/behaviour/review.md §2.1): Active, Draft and Archived tabs with
 * counts, each card with the actions of its status; archive, restore and delete are confirmed first.
 */
export function JobListPage() {
  const jobs = useJobs();
  const [pending, setPending] = useState<{ action: JobAction; job: ListedJob } | null>(null);

  let body;
  if (jobs.isPending) body = <Spinner label="Loading jobs" />;
  else if (jobs.isError) {
    body = (
      <section role="alert" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Error Loading Dashboard</h2>
        <p className="text-muted-foreground">{errorMessage(jobs.error, 'Please try again.')}</p>
      </section>
    );
  } else if (jobs.data.length === 0) body = <EmptyState />;
  else {
    const all = jobs.data;
    body = (
      <Tabs defaultValue="active">
        <TabsList aria-label="Job status">
          {tabs.map(({ status, label }) => (
            <TabsTrigger key={status} value={status}>
              {label} ({all.filter((job) => job.status === status).length})
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ status, empty }) => {
          const shown = all.filter((job) => job.status === status);
          return (
            <TabsContent key={status} value={status}>
              {shown.length === 0 ? (
                <p className="text-muted-foreground">{empty}</p>
              ) : (
                <ul className="grid gap-4 md:grid-cols-2">
                  {shown.map((job) => (
                    <li key={job.id} className="flex">
                      <JobCard job={job} onAction={(action) => setPending({ action, job })} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <Link to={paths.biasAudit.href()} className={buttonClasses('outline')}>
          Bias audit
        </Link>
      </div>
      {body}
      <JobActionDialog pending={pending} onClose={() => setPending(null)} />
    </main>
  );
}
