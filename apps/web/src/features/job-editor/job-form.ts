import type { CriteriaConfig, PillarId } from '@sauti/core/domain/criteria';
import { jobFormSchema, JOB_TYPES, type CreateJobInput, type JobType } from '@sauti/core/contract/jobs';
import type { Job } from '@/api/jobs';
import { readQuestion } from './question-payload';

/** One question row of the editor; `key` only keeps React rows stable while editing. */
export type QuestionFormRow = { key: string; text: string; pillarId: PillarId | null; scoringGuide: string };

/** Everything the Job Details and Voice Interview Questions sections hold. */
export type JobFormValues = {
  title: string;
  description: string;
  location: string;
  companyName: string;
  /** '' until the user picks one. */
  jobType: JobType | '';
  skills: string[];
  requireIdentityVerification: boolean;
  /** Only personal invitations open the interview (docs/behaviour/interview.md §15). */
  invitationOnly: boolean;
  /** The interview's language, one this installation serves (docs/behaviour/interview.md §22). */
  language: string;
  questions: QuestionFormRow[];
};

/** Form messages by field: 'title', 'questions', 'questions.2.text'… (first message per field). */
export type JobFormErrors = Record<string, string>;

let questionKeySeed = 0;

/** An empty question row. */
export function newQuestion(
  text = '',
  pillarId: PillarId | null = null,
  scoringGuide: string | null = null,
): QuestionFormRow {
  questionKeySeed += 1;
  return { key: `q${questionKeySeed}`, text, pillarId, scoringGuide: scoringGuide ?? '' };
}

/** A blank form: one empty question, since a job needs at least one (docs/behaviour/interview.md §9). */
export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    description: '',
    location: '',
    companyName: '',
    jobType: '',
    skills: [],
    requireIdentityVerification: false,
    invitationOnly: false,
    language: 'en',
    questions: [newQuestion()],
  };
}

function isJobType(value: string | null): value is JobType {
  return value !== null && (JOB_TYPES as readonly string[]).includes(value);
}

/** The form for a loaded job (editJob). Missing optional fields read as blank. */
export function jobToForm(job: Job): JobFormValues {
  const questions = job.questions
    .map(readQuestion)
    .map((q) => newQuestion(q.text, q.pillarId, q.scoringGuide ?? null));
  return {
    title: job.title,
    description: job.description,
    location: job.location ?? '',
    companyName: job.companyName ?? '',
    jobType: isJobType(job.jobType) ? job.jobType : '',
    skills: job.skills ?? [],
    requireIdentityVerification: job.requireIdentityVerification === 'true',
    // Older servers do not send it: a job is then open to its public link.
    invitationOnly: job.invitationOnly ?? false,
    language: job.language ?? 'en',
    questions: questions.length > 0 ? questions : [newQuestion()],
  };
}

/**
 * The outcome of checking the form: the job fields to send (POST /api/jobs adds the status and the
 * draft key; PATCH takes them as they are), or the messages to show.
 */
export type JobFormCheck = { ok: true; payload: CreateJobInput } | { ok: false; errors: JobFormErrors };

/**
 * Checks the form with the client job schema (docs/behaviour/interview.md §5.1 messages) and builds the payload.
 * Criteria are attached only when the user has some; otherwise the server applies its default.
 */
export function checkJobForm(values: JobFormValues, criteriaConfig: CriteriaConfig | null): JobFormCheck {
  const result = jobFormSchema.safeParse({
    ...values,
    jobType: values.jobType === '' ? undefined : values.jobType,
    questions: values.questions.map(({ text, pillarId, scoringGuide }) => ({ text, pillarId, scoringGuide })),
  });
  if (!result.success) {
    const errors: JobFormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const form = result.data;
  return {
    ok: true,
    payload: {
      title: form.title,
      description: form.description,
      location: form.location,
      companyName: form.companyName,
      jobType: form.jobType,
      skills: form.skills,
      questions: form.questions,
      requireIdentityVerification: form.requireIdentityVerification ? 'true' : 'false',
      invitationOnly: form.invitationOnly,
      language: form.language,
      ...(criteriaConfig ? { criteriaConfig } : {}),
    },
  };
}
