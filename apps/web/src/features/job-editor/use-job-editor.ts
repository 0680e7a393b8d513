import { useCallback, useMemo, useReducer, useState } from 'react';
import type { QuestionDraft } from '@sauti/core/domain/job';
import { criteriaReducer, NO_CRITERIA } from './criteria-state';
import { formFingerprint, visibleMessages, type EditorField } from './form-messages';
import type { Job, JobStatus } from '@/api/jobs';
import { checkJobForm, emptyJobForm, jobToForm, type JobFormValues } from './job-form';

/** A fresh idempotency key for one editor session (sent with POST /api/jobs). */
function newDraftKey(): string {
  return crypto.randomUUID();
}

/** The open suggestions panel: where the questions came from and those not taken yet. */
export type SuggestionPanel = { source: string; role: string | null; suggestions: QuestionDraft[] };

const CLEAN = emptyJobForm();

/**
 * The editor's state: form values and the messages to show, criteria, the job being edited (if
 * any), whether anything differs from what was last loaded or saved, the suggestions panel, and
 * the editor session's `clientDraftKey`, created once per session so a repeated POST (double
 * click, retry) answers the same job instead of creating another.
 */
export function useJobEditor() {
  const [values, setValues] = useState<JobFormValues>(CLEAN);
  const [criteria, dispatchCriteria] = useReducer(criteriaReducer, NO_CRITERIA);
  const [editing, setEditing] = useState<{ id: string; status: JobStatus } | null>(null);
  const [clientDraftKey, setClientDraftKey] = useState(newDraftKey);
  const [touched, setTouched] = useState<ReadonlySet<EditorField>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [baseline, setBaseline] = useState(() => formFingerprint(CLEAN, null));
  const [suggestions, setSuggestions] = useState<SuggestionPanel | null>(null);

  const check = useMemo(() => checkJobForm(values, criteria.config), [values, criteria.config]);
  const errors = useMemo(
    () => (check.ok ? {} : visibleMessages(check.errors, values.questions, touched, showAllErrors)),
    [check, values.questions, touched, showAllErrors],
  );
  const dirty = formFingerprint(values, criteria.config) !== baseline;

  const update = useCallback((patch: Partial<JobFormValues>) => setValues((v) => ({ ...v, ...patch })), []);

  /** Marks a field as visited (typed in or left): its message shows from now on while invalid. */
  const touch = useCallback(
    (field: EditorField) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))),
    [],
  );

  /** A save was refused: show every message until the fields are fixed. */
  const revealErrors = useCallback(() => setShowAllErrors(true), []);

  /** Opens a loaded or just saved job for editing; the form then counts as unchanged. */
  const load = useCallback((job: Job) => {
    const loaded = jobToForm(job);
    setValues(loaded);
    dispatchCriteria({ type: 'loaded', config: job.criteriaConfig });
    setEditing({ id: job.id, status: job.status });
    setBaseline(formFingerprint(loaded, job.criteriaConfig));
    setTouched(new Set());
    setShowAllErrors(false);
    setSuggestions(null);
  }, []);

  /** Starts a new editor session: blank form, no criteria, a new draft key. */
  const reset = useCallback(() => {
    setValues(emptyJobForm());
    dispatchCriteria({ type: 'reset' });
    setEditing(null);
    setClientDraftKey(newDraftKey());
    setBaseline(formFingerprint(CLEAN, null));
    setTouched(new Set());
    setShowAllErrors(false);
    setSuggestions(null);
  }, []);

  return {
    values,
    errors,
    check,
    dirty,
    update,
    touch,
    revealErrors,
    criteria,
    dispatchCriteria,
    editing,
    clientDraftKey,
    suggestions,
    setSuggestions,
    load,
    reset,
  };
}

/** What {@link useJobEditor} gives. */
export type JobEditor = ReturnType<typeof useJobEditor>;
