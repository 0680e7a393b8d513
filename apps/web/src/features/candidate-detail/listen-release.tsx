import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewEvaluation } from '@sauti/core/contract/review-views';
import { reviewKey } from '@/api/review';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** The button's words: HR confirms they listened to every flagged answer. */
export const LISTENED_LABEL = 'I have listened to the flagged answers — show the band';

/**
 * While an interview's band is held for a human listen (docs/behaviour/review.md §17): HR listens
 * to the flagged answers (the transcript below plays them) and then releases the band; who and
 * when is recorded with the evaluation.
 */
export function ListenRelease({
  jobId,
  sessionId,
  evaluation,
}: {
  jobId: string;
  sessionId: string;
  evaluation: Pick<ReviewEvaluation, 'heldForListen'>;
}) {
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () =>
      apiRequest('POST', `/api/candidate-sessions/${encodeURIComponent(sessionId)}/concerns/listened`, {}),
    onSuccess: () => toast({ title: 'Band shown', description: 'Your listen has been recorded.' }),
    onError: (error) =>
      toast({
        title: 'Could not record your listen',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey(jobId) }),
  });
  if (!evaluation.heldForListen) return null;
  return (
    <Button
      variant="outline"
      className="h-auto whitespace-normal text-left"
      disabled={release.isPending}
      onClick={() => release.mutate()}
    >
      {LISTENED_LABEL}
    </Button>
  );
}
