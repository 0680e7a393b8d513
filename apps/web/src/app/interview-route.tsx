import { useLocation, useParams } from 'react-router';
import { inviteToken } from '@/features/interview/entry/invite-token';
import { InterviewPage } from './lazy-pages';

/** The interview inside the HR app (reached by an in-app link): the route's job id, as a prop. */
export function InterviewRoute() {
  const { jobId } = useParams();
  return <InterviewPage jobId={jobId} invite={inviteToken(useLocation().search)} />;
}
