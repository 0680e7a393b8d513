import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationResult,
  MembersPage,
  MemberView,
  OrganisationView,
} from '@sauti/core/contract/organisation';
import { apiRequest, getQueryFn } from '@/lib/api-client';

export const MEMBERS_QUERY_KEY = ['/api/organisation/members'] as const;

/** The organisation's members, waiting requests and open invitations. */
export function membersQueryOptions() {
  return queryOptions({ queryKey: MEMBERS_QUERY_KEY, queryFn: getQueryFn<MembersPage>({ on401: 'throw' }) });
}

export function useMembers() {
  return useQuery(membersQueryOptions());
}

/** POST /api/organisation/requests/{id}/approve|refuse; reloads the page's data. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: string; approve: boolean }) =>
      apiRequest<MemberView>(
        'POST',
        `/api/organisation/requests/${encodeURIComponent(userId)}/${approve ? 'approve' : 'refuse'}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
  });
}

/** POST /api/organisation/invitations; reloads the page's data. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<InvitationResult>('POST', '/api/organisation/invitations', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
  });
}

/** PUT /api/organisation/name: any member renames the organisation (audited); reloads the page's data. */
export function useRenameOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<OrganisationView>('PUT', '/api/organisation/name', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
  });
}
