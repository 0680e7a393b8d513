import { z } from 'zod';
import { PILLAR_IDS } from '../domain/criteria.js';
import type { CriteriaConfig, PillarId } from '../domain/criteria.js';
import type { JobStatus, QuestionDraft } from '../domain/job.js';
import { CRITERIA_MESSAGES } from '../rules/criteria.js';
import { DEFAULT_INTERVIEW_LANGUAGE, INTERVIEW_LANGUAGE_CODES } from '../rules/interview-languages.js';
import { DEFAULT_SUGGESTED_QUESTIONS, MAX_SUGGESTED_QUESTIONS } from '../rules/question-bank.js';
import { criteriaConfigSchema, criteriaConfigShapeSchema } from './criteria.js';
import { optionalText, requiredText, TEXT_LIMITS, tooLongMessage } from './limits.js';

/** The job types of docs/behaviour/interview.md §3. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'freelance', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Statuses a job can be saved with from the editor; archived exists only on review (docs/behaviour/review.md §4). */
export const EDITOR_JOB_STATUSES = ['draft', 'active'] as const;
export const JOB_STATUSES = ['draft', 'active', 'archived'] as const;

/** The job form and creation messages, word for word (docs/behaviour/interview.md §5.1). */
export const JOB_MESSAGES = {
  titleRequired: 'Job title is required',
  descriptionRequired: 'Job description is required',
  locationRequired: 'Location is required',
  companyRequired: 'Company name is required',
  jobTypeRequired: 'Job type is required',
  questionsRequired: 'At least one question is required',
  questionEmpty: 'Question cannot be empty',
  invalidForm: 'Please complete all required fields',
  titleAndDescriptionFirst: 'Please fill in job title and description first',
} as const;

/** A question as a request carries it: a plain string, or its text with a pillar and a scoring guide. */
export type JobQuestionInput =
  string | { text: string; pillarId?: PillarId | null; scoringGuide?: string | null };

/** A question: its text and the pillar it probes (null when none). Plain strings are read too. */
export const jobQuestionSchema = z.preprocess(
  (value: JobQuestionInput) => (typeof value === 'string' ? { text: value, pillarId: null } : value),
  z.object({
    text: requiredText(JOB_MESSAGES.questionEmpty, 'Question', TEXT_LIMITS.question),
    pillarId: z.enum(PILLAR_IDS).nullable().default(null),
    /** Optional: what a strong answer covers, read by the evaluator; blank means none. */
    scoringGuide: z
      .string()
      .trim()
      .max(TEXT_LIMITS.scoringGuide, { error: tooLongMessage('Scoring guide', TEXT_LIMITS.scoringGuide) })
      .nullable()
      .optional()
      .transform((guide) => (guide ? guide : null)),
  }),
);

const questionList = z
  .array(jobQuestionSchema, { error: JOB_MESSAGES.questionsRequired })
  .min(1, { error: JOB_MESSAGES.questionsRequired })
  .max(TEXT_LIMITS.questions, { error: `At most ${TEXT_LIMITS.questions} questions are allowed` });

const skillList = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(TEXT_LIMITS.skill, { error: tooLongMessage('Skill', TEXT_LIMITS.skill) }),
  )
  .max(TEXT_LIMITS.skills);

const title = requiredText(JOB_MESSAGES.titleRequired, 'Job title', TEXT_LIMITS.title);
const description = requiredText(
  JOB_MESSAGES.descriptionRequired,
  'Job description',
  TEXT_LIMITS.description,
);

/**
 * The interview's language: one of the interview languages (docs/behaviour/interview.md §22). Whether
 * this installation serves it is the use case's check, which knows the providers.
 */
const interviewLanguageField = z.enum(INTERVIEW_LANGUAGE_CODES, {
  error: 'Choose the interview language from the list.',
});

/** The HR job form (docs/behaviour/interview.md §5.1): every field the editor requires, with its messages. */
export const jobFormSchema = z.object({
  title,
  description,
  location: requiredText(JOB_MESSAGES.locationRequired, 'Location', TEXT_LIMITS.location),
  companyName: requiredText(JOB_MESSAGES.companyRequired, 'Company name', TEXT_LIMITS.companyName),
  jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.jobTypeRequired }),
  skills: skillList.default([]),
  requireIdentityVerification: z.boolean().default(false),
  invitationOnly: z.boolean().default(false),
  language: interviewLanguageField.default(DEFAULT_INTERVIEW_LANGUAGE),
  questions: questionList,
  status: z.enum(EDITOR_JOB_STATUSES).default('active'),
});

export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobForm = z.output<typeof jobFormSchema>;

/** requireIdentityVerification travels as the text 'true' or 'false'; a boolean is accepted too. */
type IdentityFlagInput = 'true' | 'false' | boolean;
const identityFlag = z.preprocess(
  (value: IdentityFlagInput | undefined) => (typeof value === 'boolean' ? String(value) : value),
  z.enum(['true', 'false']).default('false'),
);

/** POST /api/jobs (docs/behaviour/interview.md §5.1 server schema). */
export const createJobSchema = z.object({
  title,
  description,
  location: optionalText('Location', TEXT_LIMITS.location),
  companyName: optionalText('Company name', TEXT_LIMITS.companyName),
  jobType: z.enum(JOB_TYPES).optional(),
  skills: skillList.optional(),
  requireIdentityVerification: identityFlag,
  /** Only personal invitations open the interview (docs/behaviour/interview.md §15). */
  invitationOnly: z.boolean().default(false),
  questions: questionList,
  language: interviewLanguageField.default(DEFAULT_INTERVIEW_LANGUAGE),
  status: z.enum(EDITOR_JOB_STATUSES).default('active'),
  criteriaConfig: criteriaConfigSchema.optional(),
  clientDraftKey: optionalText('Draft key', TEXT_LIMITS.clientDraftKey),
});

/** What the job editor sends to POST /api/jobs. */
export type CreateJobInput = z.input<typeof createJobSchema>;
/** A parsed POST /api/jobs body, as CreateJob takes it. */
export type CreateJobRequest = z.output<typeof createJobSchema>;

/**
 * PATCH /api/jobs/{id}: any subset of the creation fields (nothing defaulted), or only a status
 * (publish a draft, archive, restore).
 */
export const updateJobSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  location: optionalText('Location', TEXT_LIMITS.location),
  companyName: optionalText('Company name', TEXT_LIMITS.companyName),
  jobType: z.enum(JOB_TYPES).optional(),
  skills: skillList.optional(),
  requireIdentityVerification: z
    .preprocess((v: IdentityFlagInput) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false']))
    .optional(),
  invitationOnly: z.boolean().optional(),
  language: interviewLanguageField.optional(),
  questions: questionList.optional(),
  status: z.enum(JOB_STATUSES).optional(),
  criteriaConfig: criteriaConfigSchema.optional(),
});

/** What the job editor and the job list send to PATCH /api/jobs/{id}. */
export type UpdateJobInput = z.input<typeof updateJobSchema>;
/** A parsed PATCH /api/jobs/{id} body, as UpdateJob takes it. */
export type UpdateJobRequest = z.output<typeof updateJobSchema>;

/** A job id from the path: bounded text (ids are opaque); anything else reads as an unknown job. */
export const jobIdParam = z.string().min(1).max(TEXT_LIMITS.id);

/** Generation works from the editor's title and description; both are needed (docs/behaviour/interview.md §5.1). */
const jobTitle = requiredText(JOB_MESSAGES.titleAndDescriptionFirst, 'Job title', TEXT_LIMITS.title);
const jobDescription = requiredText(
  JOB_MESSAGES.titleAndDescriptionFirst,
  'Job description',
  TEXT_LIMITS.description,
);

/**
 * The criteria questions are drawn from. A config mid-edit is accepted (weights need not total
 * 100 yet; shares are proportional), but at least one pillar must be enabled.
 */
const criteriaForQuestions = criteriaConfigShapeSchema.refine((c) => c.pillars.some((p) => p.enabled), {
  error: CRITERIA_MESSAGES.noPillarEnabled,
  path: ['pillars'],
});

/** The job's skills, optional: the offline suggester reads them with the title and description. */
const jobSkills = z
  .array(z.string().trim().max(TEXT_LIMITS.skill), { error: 'skills must be a list of texts' })
  .max(TEXT_LIMITS.skills, { error: `At most ${TEXT_LIMITS.skills} skills are allowed` })
  .optional();

/** POST /api/jobs/{id}/generate-criteria. */
export const generateCriteriaSchema = z.object({ jobTitle, jobDescription, skills: jobSkills });

/** What the criteria section sends to POST /api/jobs/{id}/generate-criteria (the id is in the path). */
export type GenerateCriteriaInput = z.input<typeof generateCriteriaSchema>;

/** The answer of generate-criteria: a proposal the editor saves, and what produced it (the model or the role rules). */
export interface GeneratedCriteria {
  criteriaConfig: CriteriaConfig;
  source: 'llm' | 'rules';
}

/** POST /api/jobs/{id}/generate-questions. */
export const generateQuestionsSchema = z.object({
  jobTitle,
  jobDescription,
  skills: jobSkills,
  criteriaConfig: criteriaForQuestions,
});

/** POST /api/questions/preview: as generate-questions, plus how many (default 7, 1-15). */
export const previewQuestionsSchema = generateQuestionsSchema.extend({
  count: z
    .number({ error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}` })
    .int({ error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}` })
    .min(1, { error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}` })
    .max(MAX_SUGGESTED_QUESTIONS, {
      error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}`,
    })
    .default(DEFAULT_SUGGESTED_QUESTIONS),
});

/** What the questions section sends to POST /api/questions/preview. */
export type PreviewQuestionsInput = z.input<typeof previewQuestionsSchema>;

/** Where suggested questions came from: an earlier identical request, the model, or the built-in bank. */
export type SuggestionSource = 'cache' | 'llm' | 'fallback';

/** The answer of POST /api/questions/preview and /api/jobs/{id}/generate-questions. */
export interface SuggestedQuestions {
  questions: QuestionDraft[];
  source: SuggestionSource;
  /** The job family the built-in bank recognised ('Warehouse and stores'), null for a model or none. */
  role: string | null;
}

/** A question of a job as /api/jobs answers it, in interview order. */
export interface JobQuestionView {
  id: string;
  text: string;
  pillarId: PillarId | null;
  scoringGuide: string | null;
  orderIndex: number;
}

/**
 * A job as GET/POST/PATCH /api/jobs answer it (docs/behaviour/interview.md §3): the organisation
 * id stays on the server; dates are ISO strings.
 */
export interface JobView {
  id: string;
  title: string;
  description: string;
  location: string | null;
  companyName: string | null;
  jobType: string | null;
  skills: string[];
  questions: JobQuestionView[];
  language: string;
  /** The text 'true' or 'false', as stored. */
  requireIdentityVerification: string;
  /** Only personal invitations open the interview (docs/behaviour/interview.md §15). */
  invitationOnly: boolean;
  status: JobStatus;
  criteriaConfig: CriteriaConfig | null;
  /** 'criteria-v1' marks the criteria-based review flow. */
  evalVersion: string;
  clientDraftKey: string | null;
  createdBy: string;
  createdAt: string;
  publishedAt: string | null;
  /** The candidates' link to the interview. */
  interviewUrl: string;
}
