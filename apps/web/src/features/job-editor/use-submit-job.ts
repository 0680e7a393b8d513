import { JOB_MESSAGES, type CreateJobInput } from '@sauti/core/contract/jobs';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import type { Job } from '@/api/jobs';
import { useCreateJob } from './use-create-job';
import type { JobEditor } from './use-job-editor';
import { useUpdateJob } from './use-update-job';

/** Status the editor saves with: Save as Draft / Update Draft, or Publish Job / Update & Publish. */
export type SubmitStatus = 'draft' | 'active';

/**
 * Saves the editor's job. Invalid input toasts 'Please complete all required fields' and shows
 * every message in the form (docs/behaviour/interview.md §5.1), each until its field is fixed. A new job is POSTed with the session's draft key; an
 * edited job is PATCHed, and then published with a status-only PATCH when it was a draft.
 */
export function useSubmitJob(editor: JobEditor, onSaved: (job: Job, status: SubmitStatus) => void) {
  const createMutation = useCreateJob();
  const updateMutation = useUpdateJob();
  const { toast } = useToast();
  const pending = createMutation.isPending || updateMutation.isPending;

  async function save(status: SubmitStatus, payload: CreateJobInput): Promise<Job> {
    if (editor.editing === null) {
      return createMutation.mutateAsync({ ...payload, status, clientDraftKey: editor.clientDraftKey });
    }
    const { id } = editor.editing;
    const saved = await updateMutation.mutateAsync({ id, changes: payload });
    if (status === 'active' && saved.status === 'draft') {
      return updateMutation.mutateAsync({ id, changes: { status: 'active' } });
    }
    return saved;
  }

  async function submit(status: SubmitStatus) {
    if (pending) return;
    const { check } = editor;
    if (!check.ok) {
      editor.revealErrors();
      toast({ title: JOB_MESSAGES.invalidForm, variant: 'destructive' });
      return;
    }
    try {
      onSaved(await save(status, check.payload), status);
    } catch (error) {
      const publishing = status === 'active' && editor.editing !== null;
      toast({
        title: publishing ? 'Failed to publish' : 'Failed to create job',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return { submit, pending };
}
