import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/use-toast';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';
import { paths } from '@/paths';
import { CandidatePreviewDialog } from './candidate-preview-dialog';
import { CriteriaSection } from './criteria-section';
import { DraftList } from './draft-list';
import { DraftSavedCard } from './draft-saved-card';
import { EditorStatCards } from './editor-stat-cards';
import type { Job } from '@/api/jobs';
import { JobDetailsSection } from './job-details-section';
import { PublishSuccessCard } from './publish-success-card';
import { QuestionsSection } from './questions-section';
import { useEditJobParam } from './use-edit-job-param';
import { useJobEditor } from './use-job-editor';
import { useJobs } from '@/api/jobs';
import { useSubmitJob, type SubmitStatus } from './use-submit-job';

/**
 * The HR job creation and editing page at /hr and /hr-portal (docs/behaviour/interview.md §2.1): stat cards, Job
 * Details, Assessment Criteria, Voice Interview Questions, the save buttons, the drafts list
 * and, after publishing, the share card. A saved draft stays open in the form with a card offering
 * a candidate's preview and Publish; leaving with unsaved changes asks first.
 */
export function JobEditorPage() {
  const editor = useJobEditor();
  const jobs = useJobs();
  const navigate = useNavigate();
  const { toast } = useToast();
  const guard = useUnsavedChangesGuard(editor.dirty);
  const [published, setPublished] = useState<Job | null>(null);
  const [savedDraftId, setSavedDraftId] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const loading = useEditJobParam((job) => {
    editor.load(job);
    setSavedDraftId(null);
  }, guard.allowNextNavigation);

  function afterSave(job: Job, status: SubmitStatus) {
    if (status === 'draft') {
      editor.load(job);
      setPublished(null);
      setSavedDraftId(job.id);
      toast({
        title: 'Draft saved',
        description: `${job.title} is saved as a draft. Candidates cannot open it until you publish it.`,
      });
      return;
    }
    editor.reset();
    setSavedDraftId(null);
    setPublished(job);
  }
  const { submit, pending } = useSubmitJob(editor, afterSave);

  function cancel() {
    guard.whenSafe(() => {
      editor.reset();
      setSavedDraftId(null);
      void navigate(paths.hrPortal.href());
    });
  }

  const allJobs = jobs.data ?? [];
  const isEditing = editor.editing !== null;
  const job = {
    title: editor.values.title,
    description: editor.values.description,
    skills: editor.values.skills,
    language: editor.values.language,
  };
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">{isEditing ? 'Edit Job' : 'Create Job'}</h1>
      <EditorStatCards activeJobs={allJobs.filter((j) => j.status === 'active').length} />
      {published && <PublishSuccessCard job={published} />}
      {savedDraftId !== null && editor.editing?.id === savedDraftId && (
        <DraftSavedCard
          title={editor.values.title}
          onPreview={() => setPreviewing(true)}
          onPublish={() => void submit('active')}
          publishing={pending}
        />
      )}
      {loading && <p role="status">Loading job...</p>}
      <JobDetailsSection
        values={editor.values}
        errors={editor.errors}
        onChange={editor.update}
        onTouch={editor.touch}
      />
      <CriteriaSection
        jobId={editor.editing?.id ?? null}
        job={job}
        state={editor.criteria}
        dispatch={editor.dispatchCriteria}
      />
      <QuestionsSection
        questions={editor.values.questions}
        errors={editor.errors}
        criteriaConfig={editor.criteria.config}
        job={job}
        preview={editor.suggestions}
        onPreviewChange={editor.setSuggestions}
        onChange={(questions) => editor.update({ questions })}
        onTouch={editor.touch}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editor.dirty && (
          <p role="status" className="text-sm text-muted-foreground sm:mr-auto sm:self-center">
            Unsaved changes
          </p>
        )}
        {isEditing && (
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        )}
        <Button variant="outline" onClick={() => void submit('draft')} disabled={pending}>
          {isEditing ? 'Update Draft' : 'Save as Draft'}
        </Button>
        <Button onClick={() => void submit('active')} disabled={pending}>
          {isEditing ? 'Update & Publish' : 'Publish Job'}
        </Button>
      </div>
      <DraftList drafts={allJobs.filter((j) => j.status === 'draft')} onPublished={setPublished} />
      <CandidatePreviewDialog open={previewing} onOpenChange={setPreviewing} values={editor.values} />
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => open || guard.stay()}
        title="Leave without saving?"
        description="Your changes to this job are not saved. If you leave now, they are lost."
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        onConfirm={guard.leave}
        destructive
      />
    </main>
  );
}
