import { FullPageSpinner } from '@/components/ui/spinner';
import { AvailableInterviews } from './available-interviews';
import type { PublicJob } from '../common/interview-api';
import { InterviewNotFound } from './interview-not-found';
import { JobInterview } from '../flow/job-interview';
import { usePublicData } from './use-public-data';
import { useInvitation } from './use-invitation';
import { INTERVIEW_MESSAGES } from '../common/messages';

/**
 * The candidate interview at `/interview` and `/interview/{jobId}` (docs/behaviour/interview.md §2.2). It is the whole
 * of the candidate's own entry (interview.html), and a lazy chunk of the HR app when reached from
 * it: nothing here may import an HR screen, the router, the query cache or zod-heavy schemas, so
 * a candidate on 2G downloads only what the interview needs.
 */
export function InterviewPage({
  jobId,
  invite,
}: {
  jobId?: string | undefined;
  invite?: string | undefined;
}) {
  if (jobId === undefined) return <AvailableInterviews />;
  return <JobInterviewLoader jobId={jobId} invite={invite} />;
}

/** The job with its questions in the order HR set. */
function inQuestionOrder(job: PublicJob): PublicJob {
  return { ...job, questions: [...job.questions].sort((a, b) => a.orderIndex - b.orderIndex) };
}

function JobInterviewLoader({ jobId, invite }: { jobId: string; invite: string | undefined }) {
  // An invitation-only job answers only with its personal link's token (docs/behaviour/interview.md §15).
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  const job = usePublicData<PublicJob>(`/api/public/jobs/${encodeURIComponent(jobId)}${query}`);
  const invitation = useInvitation(invite);
  if (job.status === 'pending' || invitation.status === 'pending')
    return <FullPageSpinner label="Loading interview" />;
  // The link's own refusal first: an invitation-only job refuses its page too when the link is
  // revoked, and "Interview Not Found" would blame the interview for the link.
  if (invitation.status === 'refused')
    return (
      <InterviewNotFound
        title={
          invitation.expired ? INTERVIEW_MESSAGES.invitationExpired : INTERVIEW_MESSAGES.invitationNotValid
        }
        message={invitation.message}
      />
    );
  if (job.status === 'error' || job.data.questions.length === 0) return <InterviewNotFound />;
  const ordered = inQuestionOrder(job.data);
  const personal = invitation.status === 'ok' && invitation.prefill.jobId === jobId ? invitation : undefined;
  return <JobInterview key={ordered.id} job={ordered} invitation={personal} />;
}
