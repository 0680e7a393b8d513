/**
 * The job writes of /api/v1 (docs/behaviour/platform.md §15): the body of a new draft, with an id,
 * a description and an example for the generated OpenAPI document. Every field is checked by the
 * job editor's own schemas (contract/jobs.ts, contract/criteria.ts); only the names are the API's.
 */
import { z } from 'zod';
import { PILLAR_IDS, type PillarId } from '../domain/criteria.js';
import { buildCriteriaConfig } from '../rules/criteria.js';
import { criteriaConfigSchema, type CriteriaConfigInput } from './criteria.js';
import { createJobSchema, updateJobSchema, type JobQuestionInput } from './jobs.js';

const screens = createJobSchema.shape;

/** What the API documents of a job's language (docs/behaviour/interview.md §22). */
const LANGUAGE_DESCRIPTION =
  "The interview's language (ISO 639-1; 'kj' is Oshiwambo). Only languages this installation serves are accepted: GET /api/interview-languages lists them with what each gets.";

/** A question as the API writes it (text, or {text, criterion, scoring_guide}) in the editor's names. */
function editorQuestion(value: unknown): JobQuestionInput | unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { text, criterion, scoring_guide } = value as Record<string, unknown>;
  return { text, pillarId: criterion ?? null, scoringGuide: scoring_guide ?? null };
}

const editorQuestions = (list: unknown) => (Array.isArray(list) ? list.map(editorQuestion) : list);

/** {criterion id: weight}: the enabled criteria and their weights, checked by the editor's rules. */
const v1CriteriaSchema = z
  .partialRecord(z.enum(PILLAR_IDS), z.number())
  .transform((weights): CriteriaConfigInput =>
    buildCriteriaConfig(weights as Partial<Record<PillarId, number>>),
  )
  .pipe(criteriaConfigSchema)
  .meta({
    description: `Criterion id (${PILLAR_IDS.join(', ')}) to its weight in percent; the weights add up to 100.`,
    example: { communication: 60, problem_solving: 40 },
  });

const createExample = {
  title: 'Field sales representative',
  description: 'Sells our products to shops in Nairobi.',
  questions: [
    'Tell us about a sale you are proud of.',
    { text: 'How would you win back a shop that stopped ordering?', criterion: 'problem_solving' },
  ],
  criteria: { communication: 60, problem_solving: 40 },
  invitation_only: true,
};

/** Body of POST /api/v1/jobs: a draft job with its questions and criteria. */
export const v1CreateJobSchema = z
  .object({
    title: screens.title,
    description: screens.description,
    questions: z.preprocess(editorQuestions, screens.questions),
    criteria: v1CriteriaSchema.optional(),
    location: screens.location,
    company_name: screens.companyName,
    job_type: screens.jobType,
    skills: screens.skills,
    invitation_only: screens.invitationOnly,
    require_identity_verification: z.boolean().default(false),
    language: screens.language.meta({ description: LANGUAGE_DESCRIPTION }),
  })
  .meta({
    id: 'JobDraftRequest',
    description:
      'A new job, saved as a draft: candidates cannot open it until it is published. Questions are text, or {text, criterion, scoring_guide}.',
    example: createExample,
  });
export type V1CreateJobRequest = z.output<typeof v1CreateJobSchema>;

const editor = updateJobSchema.shape;

/** Body of PATCH /api/v1/jobs/{id}: any of the draft's fields; questions replace the whole list. */
export const v1UpdateJobSchema = z
  .object({
    title: editor.title,
    description: editor.description,
    questions: z.preprocess(editorQuestions, editor.questions),
    criteria: v1CriteriaSchema.optional(),
    location: editor.location,
    company_name: editor.companyName,
    job_type: editor.jobType,
    skills: editor.skills,
    invitation_only: editor.invitationOnly,
    language: editor.language.meta({ description: LANGUAGE_DESCRIPTION }),
  })
  .meta({
    id: 'JobUpdateRequest',
    description:
      'The fields to change, each checked as on creation; send the ETag of your last read as If-Match. Status changes are publish and archive.',
    example: {
      title: 'Senior field sales representative',
      questions: ['Tell us about a sale you are proud of.'],
    },
  });
export type V1UpdateJobRequest = z.output<typeof v1UpdateJobSchema>;

export const V1_JOB_SCHEMAS = [v1CreateJobSchema, v1UpdateJobSchema] as const;
