import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AvailableInterviews } from './available-interviews';
import type { PublicJob } from './interview-api';
import { InterviewNotFound } from './interview-not-found';
import { JobInterview } from './job-interview';

/**
 * The candidate interview at `/interview` and `/interview/{jobId}` (spec 2 §2.2). Loaded as its own
 * chunk: nothing here may import an HR screen, or zod-heavy schemas, so a candidate on 2G
 * downloads only the shell and this.
 */
export function InterviewPage() {
  const { jobId } = useParams();
  if (jobId === undefined) return <AvailableInterviews />;
  return <JobInterviewLoader jobId={jobId} />;
}

/** The job with its questions in the order HR set. */
function inQuestionOrder(job: PublicJob): PublicJob {
  return { ...job, questions: [...job.questions].sort((a, b) => a.orderIndex - b.orderIndex) };
}

function JobInterviewLoader({ jobId }: { jobId: string }) {
  const job = useQuery<PublicJob, Error, PublicJob>({
    queryKey: ['/api/public/jobs', encodeURIComponent(jobId)],
    select: inQuestionOrder,
  });
  if (job.isPending) return <FullPageSpinner label="Loading interview" />;
  if (job.isError || job.data.questions.length === 0) return <InterviewNotFound />;
  return <JobInterview key={job.data.id} job={job.data} />;
}
