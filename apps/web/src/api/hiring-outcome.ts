import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { HiringOutcomeResult } from '@sauti/core/contract/review-views';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { reviewKey } from './review';

/** The Hiring Decision options (docs/behaviour/review.md §2.4); '' is "No decision yet" and clears the outcome. */
export const HIRING_OPTIONS: { value: HiringOutcome | ''; label: string }[] = [
  { value: '', label: 'No decision yet' },
  { value: 'hired', label: 'Hired' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'considering', label: 'Still Considering' },
];

/** PUT /api/candidate-sessions/{sessionId}/hiring-outcome with the toasts of docs/behaviour/review.md §8. */
export function useHiringOutcome(jobId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hiringOutcome: HiringOutcome | null) =>
      apiRequest<HiringOutcomeResult>(
        'PUT',
        `/api/candidate-sessions/${encodeURIComponent(sessionId)}/hiring-outcome`,
        { hiringOutcome },
      ),
    onSuccess: () =>
      toast({
        title: 'Hiring decision updated',
        description: "The candidate's hiring outcome has been recorded.",
      }),
    onError: (error) =>
      toast({
        title: 'Failed to update hiring decision',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey(jobId) }),
  });
}
