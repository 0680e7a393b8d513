import { useEffect, useState } from 'react';
import type { DecideVerificationInput, VerificationDecisionView } from '@sauti/core/contract/verification';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** A session's identity evidence as the candidate detail has it (docs/behaviour/interview.md §3, §4.5). */
export interface VerificationEvidence {
  sessionId: string;
  /** missing (required, no file), pending, passed, failed or not_required. */
  status: string;
  /** The stored video or photo, relative to GET /api/verification/{path}; null when none. */
  filePath: string | null;
  phrase: string | null;
  phraseMatchExact: boolean | null;
  /** Similarity 0-1 of what was said to the phrase. */
  phraseMatchScore: number | null;
}

/** An HR decision on a pending check. */
export type VerificationDecisionValue = DecideVerificationInput['status'];

const STATUS_LABELS: Record<string, { label: string; variant: BadgeVariant }> = {
  missing: { label: 'Required — missing', variant: 'destructive' },
  pending: { label: 'Pending review', variant: 'warning' },
  passed: { label: 'Passed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  not_required: { label: 'Not required', variant: 'outline' },
};

/** The media URL of a stored verification file, each path segment encoded. */
export function verificationMediaUrl(filePath: string): string {
  return `/api/verification/${filePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** True when the stored file is the fallback photo rather than a video. */
export function isPhotoPath(filePath: string): boolean {
  return /\.(jpe?g|png|webp)$/i.test(filePath);
}

/** The phrase match as HR reads it: exact, or how close it came. */
export function phraseMatchText(exact: boolean | null, score: number | null): string {
  if (exact === true) return 'Exact match';
  if (score === null) return 'Not checked yet';
  return `${Math.round(score * 100)}% similar, not exact`;
}

function Evidence({ evidence }: { evidence: VerificationEvidence }) {
  if (!evidence.filePath) return <p className="text-sm text-muted-foreground">No video or photo was sent.</p>;
  const url = verificationMediaUrl(evidence.filePath);
  return isPhotoPath(evidence.filePath) ? (
    <img src={url} alt="Identity photo" className="max-h-64 rounded-lg object-contain" />
  ) : (
    <video
      src={url}
      controls
      preload="metadata"
      aria-label="Identity video"
      className="max-h-64 rounded-lg bg-black"
    />
  );
}

/**
 * The identity evidence of one candidate (docs/behaviour/interview.md §4.5, docs/behaviour/review.md §4): the video or photo, the phrase
 * and its match, and for a pending check Pass / Fail buttons, gone once HR has decided.
 */
export function VerificationDecision({
  evidence,
  onDecided,
}: {
  evidence: VerificationEvidence;
  /** Called after the server recorded the decision, e.g. to refresh the candidate. */
  onDecided?: (status: VerificationDecisionValue) => void;
}) {
  const [status, setStatus] = useState(evidence.status);
  const [saving, setSaving] = useState(false);
  // A reload of the candidate (another tab decided, a refetch) brings the stored status.
  useEffect(() => setStatus(evidence.status), [evidence.status]);
  const shown = STATUS_LABELS[status] ?? { label: status, variant: 'outline' as const };

  const decide = async (decision: VerificationDecisionValue) => {
    setSaving(true);
    try {
      const body: DecideVerificationInput = { sessionId: evidence.sessionId, status: decision };
      const updated = await apiRequest<VerificationDecisionView | undefined>(
        'POST',
        '/api/verification/admin/update',
        body,
      );
      setStatus(updated?.verificationStatus ?? decision);
      onDecided?.(decision);
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'The verification could not be updated.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h3 id="verification-heading" className="font-semibold">
          Identity verification
        </h3>
        <Badge variant={shown.variant}>{shown.label}</Badge>
      </div>
      <Evidence evidence={evidence} />
      {evidence.phrase && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Phrase</dt>
          <dd>{evidence.phrase}</dd>
          <dt className="text-muted-foreground">Match</dt>
          <dd>{phraseMatchText(evidence.phraseMatchExact, evidence.phraseMatchScore)}</dd>
        </dl>
      )}
      {status === 'pending' && (
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => void decide('passed')} disabled={saving}>
            Pass
          </Button>
          <Button variant="destructive" onClick={() => void decide('failed')} disabled={saving}>
            Fail
          </Button>
        </div>
      )}
    </section>
  );
}
