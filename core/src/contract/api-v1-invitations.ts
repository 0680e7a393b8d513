/**
 * The invitation writes and the candidate search of /api/v1 (docs/behaviour/platform.md §15):
 * bodies, queries and answers with an id, a description and an example each, for the generated
 * OpenAPI document. The rows are checked by the screens' own rules (contract/candidate-invitations.ts).
 */
import { z } from 'zod';
import { MAX_INVITATION_ROWS } from './candidate-invitations.js';
import { TEXT_LIMITS } from './limits.js';
import { v1PageQuerySchema } from './api-v1.js';

const EXAMPLE_INVITATION_ID = '0d7a1c33-5b8e-4f2a-9c61-7e3f2b9a4d20';

/**
 * One candidate as sent: each field is checked by the intake's rules and reported per row (a bad
 * row never fails the others), so anything is accepted here and the row's problems are answered.
 */
const v1CandidateRowSchema = z
  .object({
    name: z
      .unknown()
      .optional()
      .meta({ description: 'The candidate’s full name.', example: 'Wanjiru Kamau' }),
    email: z.unknown().optional().meta({
      description: 'Where the link is mailed. May be left out when a phone number is given.',
      example: 'wanjiru@example.com',
    }),
    phone: z.unknown().optional().meta({
      description:
        'With its country code. A candidate with no email gets the link by SMS (needs a phone provider).',
      example: '+254700000000',
    }),
    external_reference: z.unknown().optional().meta({
      description:
        'Your own id of the candidate (up to 128 letters, digits and . _ : / # @ + -), returned wherever the candidate appears.',
      example: 'GH-48213',
    }),
  })
  .catch({ name: undefined, email: undefined, phone: undefined, external_reference: undefined });

const inviteExample = {
  candidates: [
    {
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '+254700000000',
      external_reference: 'GH-48213',
    },
  ],
};
/** Body of POST /api/v1/jobs/{id}/invitations. */
export const v1InviteSchema = z
  .object({
    candidates: z
      .array(v1CandidateRowSchema, {
        error: 'candidates must be a list of {name, email, phone, external_reference?}',
      })
      .min(1, { error: 'Add at least one candidate' })
      .max(MAX_INVITATION_ROWS, { error: `At most ${MAX_INVITATION_ROWS} candidates at a time` }),
  })
  .meta({
    id: 'InvitationRequest',
    description: `1-${MAX_INVITATION_ROWS} candidates to invite to an active job; each gets a personal link by mail, or by SMS when only a phone number is given.`,
    example: inviteExample,
  });
export type V1InviteRequest = z.output<typeof v1InviteSchema>;

const reportExample = {
  invited: [
    {
      row: 1,
      invitation_id: EXAMPLE_INVITATION_ID,
      email: 'wanjiru@example.com',
      phone: '+254700000000',
      channel: 'email' as const,
      external_reference: 'GH-48213',
    },
  ],
  problems: [{ row: 2, field: 'email', message: 'Already invited to this job' }],
  counts: { rows: 2, invited: 1, reported: 1 },
};
export const v1InvitationReportSchema = z
  .object({
    invited: z.array(
      z.object({
        row: z.number().int().meta({ description: 'The candidate’s position in the list sent, from 1.' }),
        invitation_id: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable().meta({ description: 'E.164; null when none was given.' }),
        channel: z.enum(['email', 'sms']).meta({ description: 'How the link went out.' }),
        external_reference: z.string().nullable(),
      }),
    ),
    problems: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })).meta({
      description:
        'Rows not invited and why: a field’s problem, an address or number already invited to the job, a phone-only row with no phone provider, or a mail or SMS the provider refused.',
    }),
    counts: z.object({ rows: z.number().int(), invited: z.number().int(), reported: z.number().int() }),
  })
  .meta({
    id: 'InvitationReport',
    description:
      'What became of each candidate sent. An address already invited to the job is reported, never invited twice.',
    example: reportExample,
  });
export type V1InvitationReport = z.output<typeof v1InvitationReportSchema>;

export const v1InvitationParamsSchema = z.object({
  invitationId: z
    .string()
    .regex(/^[\x21-\x24\x26-\x7e]+$/)
    .max(TEXT_LIMITS.id)
    .meta({ description: 'The invitation’s id.', example: EXAMPLE_INVITATION_ID }),
});

export const V1_FIND_MESSAGES = {
  one: 'Give external_reference or email to find candidates by',
  reference: 'external_reference must be 1-128 characters',
  email: `email must be 1-${TEXT_LIMITS.email} characters`,
} as const;

/** ?external_reference=&email= of GET /api/v1/candidates, with the page's limit and cursor. */
export const v1FindCandidatesQuerySchema = v1PageQuerySchema
  .extend({
    external_reference: z
      .string({ error: V1_FIND_MESSAGES.reference })
      .min(1, { error: V1_FIND_MESSAGES.reference })
      .max(128, { error: V1_FIND_MESSAGES.reference })
      .optional()
      .meta({ description: 'Exactly as given when inviting.', example: 'GH-48213' }),
    email: z
      .string({ error: V1_FIND_MESSAGES.email })
      .min(1, { error: V1_FIND_MESSAGES.email })
      .max(TEXT_LIMITS.email, { error: V1_FIND_MESSAGES.email })
      .optional()
      .meta({ description: 'Compared without case.', example: 'wanjiru@example.com' }),
  })
  .refine((q) => q.external_reference !== undefined || q.email !== undefined, {
    error: V1_FIND_MESSAGES.one,
    path: ['external_reference'],
  });
export type V1FindCandidatesQuery = z.output<typeof v1FindCandidatesQuerySchema>;

export const V1_INVITATION_SCHEMAS = [v1InviteSchema, v1InvitationReportSchema] as const;
