import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import type { JobFormErrors, JobFormValues, QuestionFormRow } from './job-form';

/**
 * A field the user has been in: a Job Details field by name, or a question by its row key
 * (`question:q3`), so a message follows its question when rows above it are deleted.
 */
export type EditorField = keyof JobFormValues | `question:${string}`;

/** The field a message of checkJobForm belongs to ('questions.2.text' → that row's question). */
function fieldOfMessage(path: string, questions: readonly QuestionFormRow[]): EditorField | null {
  const row = /^questions\.(\d+)(\.|$)/.exec(path);
  if (row) {
    const question = questions[Number(row[1])];
    return question ? `question:${question.key}` : null;
  }
  return path.split('.')[0] as keyof JobFormValues;
}

/**
 * The messages to show now: those of fields the user has touched (typed in, or left), or every
 * one after a save was refused. Computed from the current values on every change, so a message
 * goes the moment its field becomes valid.
 */
export function visibleMessages(
  all: JobFormErrors,
  questions: readonly QuestionFormRow[],
  touched: ReadonlySet<EditorField>,
  showAll: boolean,
): JobFormErrors {
  if (showAll) return all;
  const shown: JobFormErrors = {};
  for (const [path, message] of Object.entries(all)) {
    const field = fieldOfMessage(path, questions);
    if (field !== null && touched.has(field)) shown[path] = message;
  }
  return shown;
}

/**
 * What the editor would save, as text: two forms with equal fingerprints save the same job.
 * Row keys are left out (they only keep React rows stable), so reloading a saved job is clean.
 */
export function formFingerprint(values: JobFormValues, criteria: CriteriaConfig | null): string {
  const questions = values.questions.map(({ text, pillarId }) => ({ text, pillarId }));
  return JSON.stringify({ ...values, questions, criteria });
}
