import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerRating } from '@sauti/core/domain/answer-rating';
import type { AnswerRatingsView } from '@sauti/core/contract/calibration';
import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { candidateDetailQueryOptions, reviewKey } from '@/api/review';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** The address of a candidate's answer's rating. */
export function ratingPath(jobId: string, sessionId: string, questionIndex: number): string {
  const e = encodeURIComponent;
  return `/api/jobs/${e(jobId)}/candidates/${e(sessionId)}/answers/${questionIndex}/rating`;
}

/**
 * PUT (a rating) or DELETE (null) the caller's rating of one answer (docs/behaviour/review.md §15).
 * The answer's new ratings replace the old ones in the candidate's detail at once; the job's other
 * review reads (the agreement on the overview) are refreshed.
 */
export function useRateAnswer(jobId: string, sessionId: string, questionIndex: number) {
  const queryClient = useQueryClient();
  const detailKey = candidateDetailQueryOptions(jobId, sessionId).queryKey;
  return useMutation({
    // One change of this answer at a time, in the order chosen: the last choice is the one kept.
    scope: { id: ratingPath(jobId, sessionId, questionIndex) },
    mutationFn: (rating: AnswerRating | null) =>
      apiRequest<AnswerRatingsView>(
        rating === null ? 'DELETE' : 'PUT',
        ratingPath(jobId, sessionId, questionIndex),
        rating === null ? undefined : { rating },
      ),
    onSuccess: (view, rating) => {
      queryClient.setQueryData<CandidateDetailPayload>(detailKey, (detail) =>
        detail
          ? {
              ...detail,
              answerRatings: detail.answerRatings.map((r) =>
                r.questionIndex === view.questionIndex ? view : r,
              ),
            }
          : detail,
      );
      toast({ title: rating === null ? 'Rating removed' : 'Rating saved' });
      void queryClient.invalidateQueries({
        queryKey: reviewKey(jobId),
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save your rating',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
