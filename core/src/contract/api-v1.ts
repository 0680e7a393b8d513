/**
 * The versioned API for other systems, /api/v1 (docs/behaviour/platform.md §15): its query and
 * body schemas and the shapes of its answers, as zod schemas with an id, a description and an
 * example each, so the OpenAPI document is generated from them (apps/http/src/api-v1/openapi.ts)
 * and a test checks every example against its schema. Field names are the API's own, stable
 * across changes to the screens' JSON.
 */
import { OFFLINE_UNSURE_BELOW, PROBABILITY_UNSURE_BELOW } from '../rules/unsure-words.js';
import { z } from 'zod';
import type { CandidateInvitationStatus } from '../domain/candidate-invitation.js';
import { HIRING_OUTCOMES } from '../domain/candidate-session.js';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../rules/cursor-page.js';
import {
  v1AuditRateSchema,
  v1AuditRowSchema,
  v1AuditTableSchema,
  v1BiasAuditSchema,
} from './api-v1-bias-audit.js';
import { TEXT_LIMITS } from './limits.js';

const EXAMPLE_JOB_ID = '5f0c9a52-3c1e-4b43-9d61-2f1f6c1a7b10';
const EXAMPLE_SESSION_ID = 'b8e6f2d4-7a91-4c3e-8f0a-6d5b4c3a2e19';

export const V1_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursor: 'cursor is not valid: pass next_cursor from the previous page as it is',
} as const;

/** ?limit=&cursor= of every list. */
export const v1PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: V1_MESSAGES.limit })
    .int({ error: V1_MESSAGES.limit })
    .min(1, { error: V1_MESSAGES.limit })
    .max(PAGE_LIMIT_MAX, { error: V1_MESSAGES.limit })
    .default(PAGE_LIMIT_DEFAULT)
    .meta({ description: `Items per page, 1-${PAGE_LIMIT_MAX}.`, example: 20 }),
  cursor: z
    .string({ error: V1_MESSAGES.cursor })
    .max(200, { error: V1_MESSAGES.cursor })
    .optional()
    .meta({ description: 'next_cursor of the previous page; omit for the first page.' }),
});
export type V1PageQuery = z.output<typeof v1PageQuerySchema>;

/**
 * A path id: 1-100 printable ASCII characters without spaces or `%`, as every id Sauti hands out
 * is (a `%` left in a decoded path is an escape that did not decode). Routes check it before the
 * key, so text that can name nothing (control characters, line breaks) is a plain 404 to anyone
 * and never reaches the database.
 */
const pathId = (name: string, example: string) =>
  z
    .string()
    .regex(/^[\x21-\x24\x26-\x7e]+$/)
    .max(TEXT_LIMITS.id)
    .meta({ description: `The ${name}'s id.`, example });
export const v1JobParamsSchema = z.object({ id: pathId('job', EXAMPLE_JOB_ID) });
export const v1SessionParamsSchema = z.object({ sessionId: pathId('candidate session', EXAMPLE_SESSION_ID) });

export const v1ErrorSchema = z
  .object({
    error: z.string().meta({ description: 'A stable code: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, …' }),
    message: z.string().meta({ description: 'What went wrong, in words a person can read.' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'The field or header at fault, when one is (e.g. Idempotency-Key).' }),
  })
  .meta({
    id: 'Error',
    description: 'Every failure has this body; the HTTP status tells its kind.',
    example: { error: 'NOT_FOUND', message: 'Job not found' },
  });

const criterionExample = { id: 'communication', label: 'Communication', weight: 25 };
export const v1CriterionSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    weight: z.number().meta({ description: 'Share of the overall score, percent.' }),
  })
  .meta({ id: 'Criterion', description: 'A criterion the job is scored on.', example: criterionExample });

const jobExample = {
  id: EXAMPLE_JOB_ID,
  title: 'Field sales representative',
  description: 'Sells our products to shops in Nairobi.',
  status: 'active' as const,
  language: 'en',
  created_at: '2026-11-20T08:30:00.000Z',
  interview_url: `https://sauti.example.com/interview/${EXAMPLE_JOB_ID}`,
  questions: [{ index: 0, text: 'Tell us about a sale you are proud of.', criterion: 'communication' }],
  criteria: [criterionExample],
};
export const v1JobSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(['draft', 'active', 'archived']),
    language: z.string(),
    created_at: z.iso.datetime(),
    interview_url: z.string().meta({ description: 'The public link candidates open.' }),
    questions: z.array(
      z.object({ index: z.number().int(), text: z.string(), criterion: z.string().nullable() }),
    ),
    criteria: z.array(v1CriterionSchema),
  })
  .meta({ id: 'Job', description: 'A job of the organisation with its questions.', example: jobExample });
export type V1Job = z.output<typeof v1JobSchema>;

const criterionScoreExample = { id: 'communication', label: 'Communication', score: 78, meets: true };
export const v1CriterionScoreSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    score: z.number().meta({ description: '0-100.' }),
    meets: z.boolean().meta({ description: 'Whether the score meets the criterion.' }),
  })
  .meta({ id: 'CriterionScore', example: criterionScoreExample });

const evaluationExample = {
  overall_score: 74,
  band: 'Hire',
  match_level: 'Partial Match',
  scored: true,
  criteria: [criterionScoreExample],
  scored_by: { language_model: false, label: 'Built-in scoring, no language model' },
  evaluated_at: '2026-11-21T10:05:00.000Z',
};
export const v1EvaluationSchema = z
  .object({
    overall_score: z
      .number()
      .nullable()
      .meta({ description: '0-100; null when too little could be assessed.' }),
    band: z
      .string()
      .nullable()
      .meta({ description: 'Strong Hire, Hire, Maybe or No Hire; null when not scored.' }),
    match_level: z.string().nullable().meta({ description: 'Strong Match, Partial Match or Poor Fit.' }),
    scored: z.boolean(),
    criteria: z.array(v1CriterionScoreSchema),
    scored_by: z
      .object({
        language_model: z
          .boolean()
          .meta({ description: 'True only when a language model made the evaluation.' }),
        label: z.string().meta({ description: "e.g. 'Built-in scoring, no language model'." }),
      })
      .meta({ description: 'Who made the evaluation: built-in scoring or a named language model.' }),
    evaluated_at: z.iso.datetime(),
  })
  .meta({
    id: 'Evaluation',
    description: 'The latest evaluation of an interview.',
    example: evaluationExample,
  });

const candidateExample = {
  id: EXAMPLE_SESSION_ID,
  job_id: EXAMPLE_JOB_ID,
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '+254700000000',
  external_reference: 'GH-48213',
  status: 'completed' as const,
  started_at: '2026-11-21T09:40:00.000Z',
  completed_at: '2026-11-21T09:58:00.000Z',
  hiring_outcome: 'considering' as const,
  hiring_outcome_updated_at: '2026-11-22T07:00:00.000Z',
  evaluation: evaluationExample,
};
const candidateShape = {
  id: z.string().meta({ description: 'The candidate session id, stable.' }),
  job_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  external_reference: z.string().nullable().meta({
    description: 'Your own id of the candidate, as given when inviting them; null for the public link.',
  }),
  status: z.enum(['in_progress', 'completed']),
  started_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  hiring_outcome: z.enum(HIRING_OUTCOMES).nullable(),
  hiring_outcome_updated_at: z.iso.datetime().nullable(),
  evaluation: v1EvaluationSchema.nullable().meta({ description: 'Null until the interview is evaluated.' }),
};
export const v1CandidateSchema = z.object(candidateShape).meta({
  id: 'Candidate',
  description: 'A candidate of a job with the evaluation summary.',
  example: candidateExample,
});
export type V1Candidate = z.output<typeof v1CandidateSchema>;

const answerExample = {
  question_index: 0,
  question: 'Tell us about a sale you are proud of.',
  transcript: 'Last year I opened twelve new shops in Kisumu.',
  transcriber: 'pocketsphinx (offline), job-adapted model',
  words: [
    { word: 'Last', start_seconds: 0.31, end_seconds: 0.58, confidence: 0.94, unsure: false },
    { word: 'year', start_seconds: 0.58, end_seconds: 0.82, confidence: 0.41, unsure: true },
  ],
  duration_seconds: 48,
};
export const v1TranscriptWordSchema = z
  .object({
    word: z.string().meta({ description: 'The word as in the readable transcript.' }),
    start_seconds: z.number().meta({ description: 'When it was said, from the start of the recording.' }),
    end_seconds: z.number(),
    confidence: z
      .number()
      .nullable()
      .meta({ description: "The recogniser's confidence in the word, 0-1; null when it gives none." }),
    unsure: z.boolean().meta({
      description: `True when confidence is below the recogniser's line: ${OFFLINE_UNSURE_BELOW} for the offline recogniser (its confidences are far from calibrated), ${PROBABILITY_UNSURE_BELOW} for recognisers whose confidence is a probability (Whisper, Google).`,
    }),
  })
  .meta({ id: 'TranscriptWord' });
export const v1AnswerSchema = z
  .object({
    question_index: z.number().int(),
    question: z.string(),
    transcript: z
      .string()
      .nullable()
      .meta({ description: 'The readable machine transcript; null while not transcribed.' }),
    transcriber: z
      .string()
      .nullable()
      .meta({ description: 'The speech recogniser that made the machine transcript.' }),
    words: z.array(v1TranscriptWordSchema).nullable().meta({
      description:
        'The transcript word by word with times and confidence; null when the recogniser gave none.',
    }),
    duration_seconds: z.number().nullable(),
  })
  .meta({ id: 'Answer', example: answerExample });

export const v1CandidateDetailSchema = z
  .object({ ...candidateShape, answers: z.array(v1AnswerSchema) })
  .meta({
    id: 'CandidateDetail',
    description: 'A candidate with the transcript of every answer.',
    example: { ...candidateExample, answers: [answerExample] },
  });
export type V1CandidateDetail = z.output<typeof v1CandidateDetailSchema>;

/** An invitation's stages, in the order a candidate goes through them. */
export const V1_INVITATION_STATUSES = [
  'invited',
  'opened',
  'started',
  'completed',
  'revoked',
  'expired',
] as const satisfies readonly CandidateInvitationStatus[];

const invitationExample = {
  id: '0d7a1c33-5b8e-4f2a-9c61-7e3f2b9a4d20',
  job_id: EXAMPLE_JOB_ID,
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '+254700000000',
  channel: 'email' as const,
  external_reference: 'GH-48213',
  status: 'started' as const,
  candidate_id: EXAMPLE_SESSION_ID,
  created_at: '2026-11-20T08:00:00.000Z',
  expires_at: '2026-12-04T08:00:00.000Z',
  last_sent_at: '2026-11-20T08:00:00.000Z',
  opened_at: '2026-11-21T09:38:00.000Z',
  revoked_at: null,
};
export const v1InvitationSchema = z
  .object({
    id: z.string().meta({ description: 'The invitation id, stable.' }),
    job_id: z.string(),
    name: z.string(),
    email: z.string().nullable().meta({ description: 'Null for a candidate invited by SMS only.' }),
    phone: z
      .string()
      .nullable()
      .meta({ description: 'E.164 (as typed on invitations made before SMS invitations); null when none.' }),
    channel: z
      .enum(['email', 'sms'])
      .meta({ description: 'How the link went out: by mail, or by SMS when the invitation has no email.' }),
    external_reference: z
      .string()
      .nullable()
      .meta({ description: 'Your own id of the candidate, as given when inviting them.' }),
    status: z.enum(V1_INVITATION_STATUSES),
    candidate_id: z.string().nullable().meta({
      description: 'The candidate session started from the link (see /candidates/{id}); null before.',
    }),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    last_sent_at: z.iso.datetime(),
    opened_at: z.iso.datetime().nullable(),
    revoked_at: z.iso.datetime().nullable(),
  })
  .meta({
    id: 'Invitation',
    description: 'A personal invitation of a candidate to a job (the link itself is never listed).',
    example: invitationExample,
  });
export type V1Invitation = z.output<typeof v1InvitationSchema>;

/** A page of `item`: the items and the cursor of the next page (null on the last). */
function pageOf<T extends z.ZodType>(id: string, item: T, example: unknown) {
  return z
    .object({
      data: z.array(item),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: 'Pass as ?cursor= for the next page; null on the last.' }),
    })
    .meta({ id, example: { data: [example], next_cursor: null } });
}
export const v1JobPageSchema = pageOf('JobPage', v1JobSchema, jobExample);
export const v1CandidatePageSchema = pageOf('CandidatePage', v1CandidateSchema, candidateExample);
export const v1InvitationPageSchema = pageOf('InvitationPage', v1InvitationSchema, invitationExample);
export interface V1Page<T> {
  data: T[];
  next_cursor: string | null;
}

export const V1_HIRING_OUTCOME_MESSAGE = 'hiring_outcome must be hired, rejected, considering or null';
/** Body of PUT /api/v1/candidates/{sessionId}/hiring-outcome. */
export const v1HiringOutcomeSchema = z
  .object({
    hiring_outcome: z.enum(HIRING_OUTCOMES, { error: V1_HIRING_OUTCOME_MESSAGE }).nullable(),
    confirmed_by_human: z.boolean({ error: 'confirmed_by_human must be true or false' }).default(false).meta({
      description:
        'A rejection of a candidate nobody has reviewed in Sauti (no criterion opened, no answer played) is refused with 409 unless this says a person decided it (docs/behaviour/review.md §12). It is then recorded and counted.',
    }),
  })
  .meta({ id: 'HiringOutcomeChange', example: { hiring_outcome: 'hired' } });

/** Every named schema of the API, for the document's components and the examples' test. */
export const V1_SCHEMAS = [
  v1ErrorSchema,
  v1CriterionSchema,
  v1JobSchema,
  v1CriterionScoreSchema,
  v1EvaluationSchema,
  v1CandidateSchema,
  v1AnswerSchema,
  v1CandidateDetailSchema,
  v1JobPageSchema,
  v1CandidatePageSchema,
  v1InvitationSchema,
  v1InvitationPageSchema,
  v1HiringOutcomeSchema,
  v1AuditRateSchema,
  v1AuditRowSchema,
  v1AuditTableSchema,
  v1BiasAuditSchema,
] as const;
