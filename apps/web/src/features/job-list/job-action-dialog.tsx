import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import type { ListedJob } from './job';
import type { JobAction } from './job-card';
import { useChangeJobStatus } from './use-change-job-status';
import { useDeleteJob } from './use-delete-job';

const dialogTexts: Record<
  JobAction,
  { title: string; description: (title: string) => string; confirm: string }
> = {
  archive: {
    title: 'Archive this job?',
    description: (title) =>
      `${title} will be moved to the archive and its interview link will stop working. You can restore it later.`,
    confirm: 'Archive',
  },
  restore: {
    title: 'Restore this job?',
    description: (title) => `${title} will become active again and its interview link will work.`,
    confirm: 'Restore',
  },
  delete: {
    title: 'Delete this draft?',
    description: (title) => `${title} will be permanently deleted. This cannot be undone.`,
    confirm: 'Delete',
  },
};

/** Toasts of the review side for each action (docs/behaviour/review.md §8). */
const outcomeToasts: Record<JobAction, { okTitle: string; okText: string; failTitle: string }> = {
  archive: {
    okTitle: 'Job archived',
    okText: 'The job has been moved to the archive.',
    failTitle: 'Archive failed',
  },
  restore: {
    okTitle: 'Job restored',
    okText: 'The job has been restored to active status.',
    failTitle: 'Restore failed',
  },
  delete: {
    okTitle: 'Draft deleted',
    okText: 'The draft job has been permanently deleted.',
    failTitle: 'Delete failed',
  },
};

/**
 * Confirms archive, restore or delete (Cancel + confirm), then calls the API and toasts the
 * outcome; the list reloads through the mutation. `pending` null means closed.
 */
export function JobActionDialog({
  pending,
  onClose,
}: {
  pending: { action: JobAction; job: ListedJob } | null;
  onClose: () => void;
}) {
  const statusMutation = useChangeJobStatus();
  const deleteMutation = useDeleteJob();
  const { toast } = useToast();
  if (pending === null) return null;
  const { action, job } = pending;
  const texts = dialogTexts[action];
  const outcome = outcomeToasts[action];

  function confirm() {
    const callbacks = {
      onSuccess: () => {
        toast({ title: outcome.okTitle, description: outcome.okText });
        onClose();
      },
      onError: (error: Error) => {
        toast({
          title: outcome.failTitle,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    };
    if (action === 'delete') deleteMutation.mutate(job.id, callbacks);
    else
      statusMutation.mutate({ id: job.id, status: action === 'archive' ? 'archived' : 'active' }, callbacks);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={texts.title}
      description={texts.description(job.title)}
      confirmLabel={texts.confirm}
      onConfirm={confirm}
      pending={statusMutation.isPending || deleteMutation.isPending}
      destructive={action !== 'restore'}
    />
  );
}
