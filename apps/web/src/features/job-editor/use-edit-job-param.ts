import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import type { Job } from '@/api/jobs';
import { jobQueryOptions } from './use-job';

/**
 * Loads `?editJob={id}` into the editor, then replaces the address with /hr (docs/behaviour/interview.md §2.1).
 * `beforeRedirect` runs just before that replacement (the unsaved-changes guard lets it through:
 * the form now holds the loaded job). True while a job is being loaded.
 */
export function useEditJobParam(onLoaded: (job: Job) => void, beforeRedirect: () => void) {
  const [searchParams] = useSearchParams();
  const editJobId = searchParams.get('editJob');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (!editJobId) return;
    let cancelled = false;
    const redirect = () => {
      beforeRedirect();
      void navigate(paths.hr.href(), { replace: true });
    };
    queryClient.fetchQuery(jobQueryOptions(editJobId)).then(
      (job) => {
        if (cancelled) return;
        onLoaded(job);
        redirect();
      },
      (error: unknown) => {
        if (cancelled) return;
        toast({
          title: 'Failed to load draft',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        redirect();
      },
    );
    return () => {
      cancelled = true;
    };
    // onLoaded and beforeRedirect are read when the job arrives; only a new id starts a load.
  }, [editJobId, queryClient, navigate, toast]);

  return editJobId !== null;
}
