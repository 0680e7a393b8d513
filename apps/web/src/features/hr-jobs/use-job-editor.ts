import { useCallback, useReducer, useState } from 'react';
import { criteriaReducer, NO_CRITERIA } from './criteria-state';
import type { Job, JobStatus } from './job';
import { emptyJobForm, jobToForm, type JobFormErrors, type JobFormValues } from './job-form';

/** A fresh idempotency key for one editor session (sent with POST /api/jobs). */
function newDraftKey(): string {
  return crypto.randomUUID();
}

/**
 * The editor's state: form values and messages, criteria, the job being edited (if any) and the
 * editor session's `clientDraftKey`, created once per session so a repeated POST (double click,
 * retry) answers the same job instead of creating another.
 */
export function useJobEditor() {
  const [values, setValues] = useState<JobFormValues>(emptyJobForm);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [criteria, dispatchCriteria] = useReducer(criteriaReducer, NO_CRITERIA);
  const [editing, setEditing] = useState<{ id: string; status: JobStatus } | null>(null);
  const [clientDraftKey, setClientDraftKey] = useState(newDraftKey);

  const update = useCallback((patch: Partial<JobFormValues>) => setValues((v) => ({ ...v, ...patch })), []);

  /** Opens a loaded job for editing (?editJob=). */
  const load = useCallback((job: Job) => {
    setValues(jobToForm(job));
    setErrors({});
    dispatchCriteria({ type: 'loaded', config: job.criteriaConfig });
    setEditing({ id: job.id, status: job.status });
  }, []);

  /** Starts a new editor session: blank form, no criteria, a new draft key. */
  const reset = useCallback(() => {
    setValues(emptyJobForm());
    setErrors({});
    dispatchCriteria({ type: 'reset' });
    setEditing(null);
    setClientDraftKey(newDraftKey());
  }, []);

  return {
    values,
    errors,
    setErrors,
    update,
    criteria,
    dispatchCriteria,
    editing,
    clientDraftKey,
    load,
    reset,
  };
}

/** What {@link useJobEditor} gives. */
export type JobEditor = ReturnType<typeof useJobEditor>;
