import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { HiringOutcomeResult } from '@sauti/core/contract/review-views';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { reviewKey } from './review';

/** The Hiring Decision options (docs/behaviour/review.md §2.4); '' is "No decision yet" and clears the outcome. */
export const HIRING_OPTIONS: { value: HiringOutcome | ''; label: string }[] = [
  { value: '', label: 'No decision yet' },
  { value: 'hired', label: 'Hired' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'considering', label: 'Still Considering' },
];

/** A decision to send; `confirmWithoutReview` says a person decided a rejection nobody looked into. */
export interface HiringOutcomeChange {
  hiringOutcome: HiringOutcome | null;
  confirmWithoutReview?: boolean;
}

/**
 * True for the server's request to confirm a rejection made while nobody opened the candidate's
 * evidence or played an answer (docs/behaviour/review.md §12): the screen asks, it is no failure.
 */
export function needsRejectionConfirmation(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.body?.error === 'CONFLICT';
}

/** PUT /api/candidate-sessions/{sessionId}/hiring-outcome with the toasts of docs/behaviour/review.md §8. */
export function useHiringOutcome(jobId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HiringOutcomeChange) =>
      apiRequest<HiringOutcomeResult>(
        'PUT',
        `/api/candidate-sessions/${encodeURIComponent(sessionId)}/hiring-outcome`,
        change,
      ),
    onSuccess: () =>
      toast({
        title: 'Hiring decision updated',
        description: "The candidate's hiring outcome has been recorded.",
      }),
    onError: (error) => {
      if (needsRejectionConfirmation(error)) return;
      toast({
        title: 'Failed to update hiring decision',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey(jobId) }),
  });
}
