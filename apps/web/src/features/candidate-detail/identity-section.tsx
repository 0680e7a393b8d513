import type { ReviewSession } from '@sauti/core/contract/review-views';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent } from '@/components/ui/card';
import {
  VerificationDecision,
  type VerificationEvidence,
} from '@/components/verification-decision/verification-decision';
import { reviewKey } from '@/api/review';

/** The evidence the verification component reads, from the session's fields. */
export function verificationEvidence(session: ReviewSession): VerificationEvidence {
  return {
    sessionId: session.id,
    status: session.verificationStatus,
    filePath: session.verificationFilePath,
    phrase: session.verificationPhrase,
    phraseMatchExact: session.phraseMatchExact,
    phraseMatchScore: session.phraseMatchScore,
  };
}

/**
 * Identity evidence and HR's Pass / Fail decision (docs/behaviour/review.md §4), when the job asked for it; a
 * decision reloads the review data.
 */
export function IdentitySection({ jobId, session }: { jobId: string; session: ReviewSession }) {
  const queryClient = useQueryClient();
  if (session.verificationStatus === 'not_required') return null;
  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <VerificationDecision
          evidence={verificationEvidence(session)}
          onDecided={() => void queryClient.invalidateQueries({ queryKey: reviewKey(jobId) })}
        />
      </CardContent>
    </Card>
  );
}
