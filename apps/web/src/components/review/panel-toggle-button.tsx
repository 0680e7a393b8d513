import type { ReviewSession } from '@sauti/core/contract/review-views';
import { Button, type ButtonSize } from '@/components/ui/button';
import { usePanelMembership } from '@/api/panel-membership';

/**
 * Add to Panel / In Panel (docs/behaviour/review.md §2.3, §2.4): adds the candidate, or removes them when already
 * in the panel. Shows the requested state while the call runs and until the refetch lands.
 */
export function PanelToggleButton({
  jobId,
  session,
  size = 'sm',
  addLabel = 'Add to Panel',
}: {
  jobId: string;
  session: Pick<ReviewSession, 'id' | 'candidateName' | 'inPanel'>;
  size?: ButtonSize;
  /** The name of the button while the candidate is not in the panel. */
  addLabel?: string;
}) {
  const panel = usePanelMembership(jobId);
  const inPanel =
    (panel.isPending || panel.isSuccess) && panel.variables
      ? panel.variables.action === 'add'
      : session.inPanel;
  return (
    <Button
      size={size}
      variant={inPanel ? 'secondary' : 'outline'}
      aria-pressed={inPanel}
      title={inPanel ? 'Remove from panel' : undefined}
      disabled={panel.isPending}
      onClick={() =>
        panel.mutate({
          sessionId: session.id,
          action: inPanel ? 'remove' : 'add',
          name: session.candidateName,
        })
      }
    >
      {inPanel ? 'In Panel' : addLabel}
    </Button>
  );
}
