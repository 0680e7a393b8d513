import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import { CriteriaSection } from './criteria-section';
import { DraftList } from './draft-list';
import { HrStatCards } from './hr-stat-cards';
import type { Job } from './job';
import { JobDetailsSection } from './job-details-section';
import { PublishSuccessCard } from './publish-success-card';
import { QuestionsSection } from './questions-section';
import { useJobEditor } from './use-job-editor';
import { jobQueryOptions } from './use-job';
import { useJobs } from './use-jobs';
import { useSubmitJob, type SubmitStatus } from './use-submit-job';

/** Loads `?editJob={id}` into the editor, then replaces the address with /hr (spec 2 §2.1). */
function useEditJobParam(onLoaded: (job: Job) => void) {
  const [searchParams] = useSearchParams();
  const editJobId = searchParams.get('editJob');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (!editJobId) return;
    let cancelled = false;
    queryClient.fetchQuery(jobQueryOptions(editJobId)).then(
      (job) => {
        if (cancelled) return;
        onLoaded(job);
        void navigate(paths.hr.href(), { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        toast({
          title: 'Failed to load draft',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        void navigate(paths.hr.href(), { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [editJobId, onLoaded, queryClient, navigate, toast]);

  return editJobId !== null;
}

/**
 * The HR job creation and editing page at /hr and /hr-portal (spec 2 §2.1): stat cards, Job
 * Details, AI Assessment Criteria, Voice Interview Questions, the save buttons, the drafts list
 * and, after publishing, the share card.
 */
export function HrPage() {
  const editor = useJobEditor();
  const jobs = useJobs();
  const navigate = useNavigate();
  const [published, setPublished] = useState<Job | null>(null);
  const loading = useEditJobParam(editor.load);

  function afterSave(job: Job, status: SubmitStatus) {
    editor.reset();
    if (status === 'draft') {
      setPublished(null);
      void navigate(paths.hrPortal.href());
      return;
    }
    setPublished(job);
  }
  const { submit, pending } = useSubmitJob(editor, afterSave);

  function cancel() {
    editor.reset();
    void navigate(paths.hrPortal.href());
  }

  const allJobs = jobs.data ?? [];
  const isEditing = editor.editing !== null;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">{isEditing ? 'Edit Job' : 'Create Job'}</h1>
      <HrStatCards activeJobs={allJobs.filter((job) => job.status === 'active').length} />
      {published && <PublishSuccessCard job={published} />}
      {loading && <p role="status">Loading job...</p>}
      <JobDetailsSection values={editor.values} errors={editor.errors} onChange={editor.update} />
      <CriteriaSection
        jobId={editor.editing?.id ?? null}
        jobTitle={editor.values.title}
        jobDescription={editor.values.description}
        state={editor.criteria}
        dispatch={editor.dispatchCriteria}
      />
      <QuestionsSection
        questions={editor.values.questions}
        errors={editor.errors}
        criteriaConfig={editor.criteria.config}
        jobTitle={editor.values.title}
        jobDescription={editor.values.description}
        onChange={(questions) => editor.update({ questions })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
      <DraftList drafts={allJobs.filter((job) => job.status === 'draft')} onPublished={setPublished} />
    </main>
  );
}
