import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalibrationView, RescoreResult } from '@sauti/core/contract/calibration';
import { reviewKey } from '@/api/review';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

const calibrationPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/calibration`;

/** While re-scored interviews are on their way, the agreement is read again this often. */
export const RESCORE_POLL_MS = 5000;

/**
 * GET /api/jobs/{jobId}/calibration (docs/behaviour/review.md §15); read again every few seconds
 * while `polling` (after a re-score, until every compared score uses the current ratings).
 */
export function useCalibration(jobId: string, polling: boolean) {
  return useQuery({
    queryKey: [...reviewKey(jobId), 'calibration'],
    queryFn: () => apiRequest<CalibrationView>('GET', calibrationPath(jobId)),
    refetchInterval: (query) =>
      polling && (query.state.data?.scoredBeforeLatestRatings ?? 0) > 0 ? RESCORE_POLL_MS : false,
  });
}

/** POST /api/jobs/{jobId}/calibration/rescore: "Re-score with your team's ratings". */
export function useRescore(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RescoreResult>('POST', `${calibrationPath(jobId)}/rescore`),
    onSuccess: ({ queued }) => {
      toast({
        title: 'Re-scoring started',
        description:
          `${queued} interview${queued === 1 ? '' : 's'} will be scored again with your team's ratings; ` +
          'those whose answers and ratings did not change keep their score.',
      });
      void queryClient.invalidateQueries({ queryKey: reviewKey(jobId) });
    },
    onError: (error) =>
      toast({
        title: 'Re-scoring failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
