import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyableValue } from '@/components/ui/copyable-value';
import { useCopyLink } from '@/components/ui/use-copy-link';
import { interviewLink, paths } from '@/paths';
import type { Job } from '@/api/jobs';

/** The job's shareable link: the server's interviewUrl, else {origin}/interview/{jobId} (docs/behaviour/interview.md §2.1). */
export function shareableLink(job: Pick<Job, 'id' | 'interviewUrl'>, origin: string): string {
  return job.interviewUrl || interviewLink(origin, job.id);
}

/** Shown after publishing: the interview link, Copy Link and View Dashboard (docs/behaviour/interview.md §2.1). */
export function PublishSuccessCard({ job }: { job: Job }) {
  const copyLink = useCopyLink();
  const link = shareableLink(job, window.location.origin);
  const ref = useRef<HTMLDivElement>(null);
  // The card appears above the form; bring it into view after a click at the bottom of the page.
  // void: current Chromium's scrollIntoView returns a promise, which React would call as a cleanup.
  useEffect(() => void ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), [job.id]);
  return (
    <Card ref={ref} className="border-success">
      <section aria-labelledby="published-heading">
        <CardHeader>
          <CardTitle id="published-heading">Job Published!</CardTitle>
          <CardDescription>{job.title} is live. Share this interview link with candidates.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <CopyableValue label="Interview link" value={link} className="bg-muted" />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copyLink(link)}>Copy Link</Button>
            <Link to={paths.dashboardForJob.href(job.id)} className={buttonClasses('outline')}>
              View Dashboard
            </Link>
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
