import type {
  CandidateInvitationView,
  InvitationLinkView,
  InvitationList,
  InvitationReport,
  InviteFromCsvInput,
} from '@sauti/core/contract/candidate-invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The query key of GET /api/jobs/{jobId}/candidate-invitations. */
export const invitationsKey = (jobId: string) => ['/api/jobs', jobId, 'candidate-invitations'];

/** The job's invitations with their status, and the funnel. */
export function useInvitations(jobId: string) {
  return useQuery<InvitationList>({ queryKey: invitationsKey(jobId) });
}

/** POST /api/jobs/{jobId}/candidate-invitations/csv: the server parses the CSV and answers row by row. */
export function useInviteCandidates(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<InvitationReport>(
        'POST',
        `/api/jobs/${encodeURIComponent(jobId)}/candidate-invitations/csv`,
        { csv } satisfies InviteFromCsvInput,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(jobId) }),
  });
}

/** Resend, a new link to copy, or revoke one invitation; the list reloads after each. */
export function useInvitationAction(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'link' | 'revoke' }) =>
      apiRequest<CandidateInvitationView | InvitationLinkView>(
        'POST',
        `/api/candidate-invitations/${encodeURIComponent(id)}/${action}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(jobId) }),
  });
}
