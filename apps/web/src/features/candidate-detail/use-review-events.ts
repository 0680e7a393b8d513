import { useCallback, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

/** What a reviewer did that shows a person looked beyond the score (docs/behaviour/review.md §12). */
export type ReviewLook = 'criterion_opened' | 'answer_played';

/**
 * Records, once per page view and kind, that the reviewer opened a criterion's evidence or played
 * an answer (POST /api/candidate-sessions/{sessionId}/review-events), so a rejection afterwards is
 * known to be a person's. Quietly: a lost record only means the rejection asks to be confirmed.
 */
export function useReviewEvents(sessionId: string): (kind: ReviewLook) => void {
  const sent = useRef(new Set<ReviewLook>());
  return useCallback(
    (kind: ReviewLook) => {
      if (sent.current.has(kind)) return;
      sent.current.add(kind);
      void apiRequest('POST', `/api/candidate-sessions/${encodeURIComponent(sessionId)}/review-events`, {
        kind,
      }).catch(() => sent.current.delete(kind));
    },
    [sessionId],
  );
}
