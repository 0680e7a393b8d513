import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PanelChangeInput } from '@sauti/core/contract/review';
import type { PanelChangeResult } from '@sauti/core/contract/review-views';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { candidateName } from '@/lib/review/display';
import { reviewKey } from './review';

/**
 * POST /api/jobs/{jobId}/panel/add|remove with the toasts of docs/behaviour/review.md §8; every review query of the
 * job reloads afterwards.
 */
export function usePanelMembership(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The body, the path's add|remove, and the candidate's name for the toast.
    mutationFn: ({
      sessionId,
      action,
    }: PanelChangeInput & { action: 'add' | 'remove'; name: string | null }) =>
      apiRequest<PanelChangeResult>('POST', `/api/jobs/${encodeURIComponent(jobId)}/panel/${action}`, {
        sessionId,
      }),
    onSuccess: (_result, { action, name }) => {
      const who = candidateName(name);
      toast(
        action === 'add'
          ? { title: 'Added to panel', description: `${who} has been added to your interview panel.` }
          : {
              title: 'Removed from panel',
              description: `${who} has been removed from your interview panel.`,
            },
      );
    },
    onError: (_error, { action }) =>
      toast({
        title: 'Error',
        description: `Failed to ${action === 'add' ? 'add candidate to' : 'remove candidate from'} panel. Please try again.`,
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey(jobId) }),
  });
}
