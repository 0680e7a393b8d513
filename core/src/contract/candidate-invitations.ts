import { z } from 'zod';
import type { CandidateInvitationStatus, InvitationChannel } from '../domain/candidate-invitation.js';
import { INVITATION_CONTACT_MESSAGES, type RowProblem } from '../rules/candidate-invitations.js';
import { EXTERNAL_REFERENCE_MAX, externalReferenceProblem } from '../rules/external-reference.js';
import { candidateIntakeSchema } from './interview.js';
import { requiredText, TEXT_LIMITS } from './limits.js';

/**
 * Personal invitations of candidates to a job (docs/behaviour/interview.md §15). Not the
 * organisation's invitations of colleagues (contract/auth.ts).
 */

/** Rows one request may carry: a large hiring round, not a mailing list. */
export const MAX_INVITATION_ROWS = 500;
/** Days an invitation link stays valid unless the operator sets INVITATION_VALID_DAYS. */
export const DEFAULT_INVITATION_VALID_DAYS = 14;

/**
 * The applicant tracking system's id of the candidate (rules/external-reference.ts): optional,
 * trimmed, blank meaning none (null). Anything but text, longer than the limit (checked before
 * the characters) or with a space, line break or control character is refused with its message.
 */
export const externalReferenceSchema = z
  .string({ error: 'External reference must be text' })
  .trim()
  .superRefine((text, ctx) => {
    const problem = externalReferenceProblem(text);
    if (text !== '' && problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((text) => (text ? text : null))
  .meta({
    description: `The applicant tracking system's id of the candidate: up to ${EXTERNAL_REFERENCE_MAX} letters, digits and . _ : / # @ + -.`,
    example: 'GH-48213',
  });

/** A field a row may leave out: blank (or missing) is none; anything else is checked by `schema`. */
function optionalField<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : value,
    schema.nullable(),
  );
}

/**
 * One candidate row: the intake's own rules and messages (contract/interview.ts), so what a row
 * gives is what the intake form accepts when the candidate opens the link; and the optional
 * external reference. The email or the phone number may be left out, not both: a row with only a
 * number is invited by SMS. The number's country code and validity are checked by the use case
 * (the number library is an adapter): `phone` here is as typed.
 */
export const candidateRowSchema = candidateIntakeSchema
  .extend({
    email: optionalField(candidateIntakeSchema.shape.email),
    phone: optionalField(candidateIntakeSchema.shape.phone),
    externalReference: externalReferenceSchema,
  })
  .refine((row) => row.email !== null || row.phone !== null, {
    path: ['email'],
    message: INVITATION_CONTACT_MESSAGES.emailOrPhone,
    // Also when another field failed (a row with no name and no contact reports both).
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type CandidateRow = z.output<typeof candidateRowSchema>;

/**
 * A raw row as sent: any field may be missing or wrong, and each is checked and reported on its
 * own row by the intake's schema (which bounds every length). The body parser's 1 MB and
 * MAX_INVITATION_ROWS bound the request; a row that is not an object is a row of empty fields.
 */
const rawRowSchema = z
  .object({
    // Optional keys: a row may leave out its email or its phone (an SMS or a mail invitation).
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
    externalReference: z.unknown().optional(),
  })
  .catch({ name: undefined, email: undefined, phone: undefined, externalReference: undefined });

/** POST /api/jobs/{jobId}/candidate-invitations: a list of candidates (name, email, phone, externalReference?). */
export const inviteCandidatesSchema = z.object({
  candidates: z
    .array(rawRowSchema, { error: 'candidates must be a list of {name, email, phone, externalReference?}' })
    .min(1, { error: 'Add at least one candidate' })
    .max(MAX_INVITATION_ROWS, { error: `At most ${MAX_INVITATION_ROWS} candidates at a time` }),
});
export type InviteCandidatesInput = z.input<typeof inviteCandidatesSchema>;
export type InviteCandidatesRequest = z.output<typeof inviteCandidatesSchema>;
/** One row as the use case receives it, before its own check. */
export type RawCandidateRow = InviteCandidatesRequest['candidates'][number];

/**
 * Checks each raw row with the intake's schema. A row with several problems reports each (one
 * line per field), so HR can fix the row in one go.
 */
export function checkCandidateRows(rows: ReadonlyArray<{ row: number; raw: RawCandidateRow }>): {
  valid: Array<{ row: number; candidate: CandidateRow }>;
  problems: RowProblem[];
} {
  const valid: Array<{ row: number; candidate: CandidateRow }> = [];
  const problems: RowProblem[] = [];
  for (const { row, raw } of rows) {
    // A row that is not an object (a caller other than the route) is a row of empty fields.
    const parsed = candidateRowSchema.safeParse(typeof raw === 'object' && raw !== null ? raw : {});
    if (parsed.success) {
      valid.push({ row, candidate: parsed.data });
      continue;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ row, field, message: issue.message });
    }
  }
  return { valid, problems };
}

/** An invitation as HR lists it; the token is never listed (only a resend shows a new link). */
export interface CandidateInvitationView {
  id: string;
  jobId: string;
  name: string;
  /** Null for an invitation sent by SMS only. */
  email: string | null;
  /** E.164 (as typed on invitations older than SMS invitations); null when none was given. */
  phone: string | null;
  /** How the link went out: by mail, or by SMS to `phone` when there is no email. */
  channel: InvitationChannel;
  /** The applicant tracking system's id of the candidate; null when none was given. */
  externalReference: string | null;
  status: CandidateInvitationStatus;
  createdAt: string;
  expiresAt: string;
  lastSentAt: string;
  openedAt: string | null;
  sessionId: string | null;
  revokedAt: string | null;
}

/** How far a job's invitations got; each stage counts those that reached it. */
export interface InvitationFunnel {
  invited: number;
  opened: number;
  started: number;
  completed: number;
  revoked: number;
  expired: number;
}

/** GET /api/jobs/{jobId}/candidate-invitations: the job's invitations, oldest first, and the funnel. */
export interface InvitationList {
  invitations: CandidateInvitationView[];
  funnel: InvitationFunnel;
}

/** POST /api/candidate-invitations/{id}/link: a new personal link for HR to copy (shown once). */
export interface InvitationLinkView {
  link: string;
  expiresAt: string;
}

/** One invited row of a report. */
export interface InvitedRow {
  row: number;
  email: string | null;
  phone: string | null;
  channel: InvitationChannel;
  invitationId: string;
}

/** 200 of POST /api/jobs/{jobId}/candidate-invitations: what became of every row, row by row. */
export interface InvitationReport {
  invited: InvitedRow[];
  problems: RowProblem[];
  /** Rows received, rows invited, rows reported (a row may have several problems). */
  counts: { rows: number; invited: number; reported: number };
}

/** Characters a pasted or uploaded CSV may hold: 500 rows of long names and addresses fit easily. */
export const MAX_INVITATION_CSV_CHARACTERS = 500_000;

/**
 * Lines a CSV may hold: four per row allowed (blank lines between rows, addresses with line
 * breaks in quotes). Counted before the CSV is parsed: parsing costs per record, and a list of
 * 499,000 blank lines under the character limit once held the server for 9 seconds.
 */
export const MAX_INVITATION_CSV_LINES = 4 * MAX_INVITATION_ROWS;

/** POST /api/jobs/{jobId}/candidate-invitations/csv: the CSV text (header row name,email,phone). */
export const inviteFromCsvSchema = z.object({
  csv: z
    .string({ error: 'Paste or upload a CSV of candidates' })
    .min(1, { error: 'Paste or upload a CSV of candidates' })
    .max(MAX_INVITATION_CSV_CHARACTERS, {
      error: 'The CSV is too large: invite at most 500 candidates at a time',
    }),
});
export type InviteFromCsvInput = z.input<typeof inviteFromCsvSchema>;

/** POST /api/public/candidate-invitations/open: the token of the link the candidate opened. */
export const openInvitationSchema = z.object({
  token: requiredText('Invitation token is required', 'Invitation token', TEXT_LIMITS.id),
});
export type OpenInvitationInput = z.input<typeof openInvitationSchema>;

/** 200 of POST /api/public/candidate-invitations/open: only what the intake form needs ('' for a field the invitation lacks). */
export interface InvitationPrefill {
  jobId: string;
  name: string;
  email: string;
  phone: string;
}

/** The id of an invitation in a path (POST /api/candidate-invitations/{id}/…). */
export const invitationIdParam = z.string().min(1).max(TEXT_LIMITS.id);
