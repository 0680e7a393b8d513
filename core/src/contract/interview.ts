import { z } from 'zod';
import type {
  CandidateSessionStatus,
  VerificationStatus,
  VerificationType,
} from '../domain/candidate-session.js';
import type { JsonValue } from '../domain/json.js';
import type { ApiErrorBody } from './errors.js';
import { controlCharactersMessage, hasControlCharacters } from '../rules/plain-text.js';
import { nameText, optionalText, requiredText, TEXT_LIMITS, tooLongMessage } from './limits.js';
import {
  CANDIDATE_MESSAGES,
  CANDIDATE_NAME_MIN_LENGTH,
  CANDIDATE_PHONE_MIN_LENGTH,
  PHONE_PATTERN,
} from './candidate-intake.js';

/** Defined in candidate-intake.ts (zod-free, for the candidate's bundle); re-exported with the schemas that use them. */
export { CANDIDATE_MESSAGES, CANDIDATE_NAME_MIN_LENGTH, CANDIDATE_PHONE_MIN_LENGTH, PHONE_PATTERN };

/** The intake form on the interview instructions stage. */
export const candidateIntakeSchema = z.object({
  name: nameText(CANDIDATE_MESSAGES.nameRequired, 'Name', TEXT_LIMITS.fullName),
  phone: requiredText(CANDIDATE_MESSAGES.phoneRequired, 'Phone number', TEXT_LIMITS.phone).pipe(
    z.string().regex(PHONE_PATTERN, { error: CANDIDATE_MESSAGES.phoneCharacters }),
  ),
  email: requiredText(CANDIDATE_MESSAGES.emailRequired, 'Email', TEXT_LIMITS.email).pipe(
    z.email({ error: CANDIDATE_MESSAGES.emailInvalid }),
  ),
});

export type CandidateIntake = z.output<typeof candidateIntakeSchema>;
/** What the candidate types into the intake form (name, phone, email). */
export type CandidateIntakeInput = z.input<typeof candidateIntakeSchema>;

/** POST /api/sessions (multipart text fields; the CV file is checked by checkCv). */
export const createSessionSchema = z.object({
  jobId: requiredText('Job id is required', 'Job id', TEXT_LIMITS.id),
  candidateName: z
    .string({ error: CANDIDATE_MESSAGES.fullNameRequired })
    .trim()
    .min(CANDIDATE_NAME_MIN_LENGTH, { error: CANDIDATE_MESSAGES.fullNameRequired })
    .max(TEXT_LIMITS.fullName, { error: tooLongMessage('Full name', TEXT_LIMITS.fullName) })
    .refine((text) => !hasControlCharacters(text), { error: controlCharactersMessage('Full name') }),
  // The form's pattern, enforced here too: the form is only a convenience.
  candidatePhone: z
    .string({ error: CANDIDATE_MESSAGES.serverPhoneRequired })
    .trim()
    .min(CANDIDATE_PHONE_MIN_LENGTH, { error: CANDIDATE_MESSAGES.serverPhoneRequired })
    .max(TEXT_LIMITS.phone, { error: tooLongMessage('Phone number', TEXT_LIMITS.phone) })
    .regex(PHONE_PATTERN, { error: CANDIDATE_MESSAGES.phoneCharacters }),
  candidateEmail: z
    .string({ error: CANDIDATE_MESSAGES.serverEmailInvalid })
    .trim()
    .max(TEXT_LIMITS.email, { error: CANDIDATE_MESSAGES.serverEmailInvalid })
    .pipe(z.email({ error: CANDIDATE_MESSAGES.serverEmailInvalid })),
  referrerUrl: optionalText('Referrer URL', TEXT_LIMITS.url),
});

export type CreateSession = z.output<typeof createSessionSchema>;

/** A day in seconds: no time on one question can honestly be longer. */
const MAX_SECONDS_PER_QUESTION = 86_400;

/** PATCH /api/sessions/{id}: completion and the anti-cheating data the page recorded (docs/behaviour/interview.md §3). */
export const updateCandidateSessionSchema = z
  .object({
    status: z.literal('completed').optional(),
    /** Validated, but the server's clock sets completedAt (a client clock can be anything). */
    completedAt: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
    timePerQuestion: z
      .array(z.number().finite().min(0).max(MAX_SECONDS_PER_QUESTION))
      .max(TEXT_LIMITS.questions)
      .optional(),
    tabSwitchCount: z.number().int().min(0).max(100_000).optional(),
    browserFingerprint: z.string().max(512).optional(),
  })
  .strict();
/** What the interview page sends to PATCH /api/sessions/{id} when the candidate finishes. */
export type UpdateCandidateSessionInput = z.input<typeof updateCandidateSessionSchema>;
export type UpdateCandidateSessionRequest = z.output<typeof updateCandidateSessionSchema>;

/** Said when the intake arrives without the candidate's consent (no session starts without it). */
export const CONSENT_REQUIRED_MESSAGE =
  'Please agree to the recording of your interview and its automated assessment to continue.';

/** POST /api/sessions text fields: the spec's server schema plus the consent box ('true'). */
export const startSessionSchema = createSessionSchema.extend({
  consent: z.literal('true', { error: CONSENT_REQUIRED_MESSAGE }),
  /** The token of a personal invitation link (`?invite=`), when the candidate came from one (docs/behaviour/interview.md §15). */
  invitation: optionalText('Invitation', TEXT_LIMITS.id),
});
/** The text fields the interview page sends with POST /api/sessions. */
export type StartSessionInput = z.input<typeof startSessionSchema>;
export type StartSessionFields = z.output<typeof startSessionSchema>;

/** POST /api/responses text fields (multipart, so every value arrives as text). */
export const submitResponseSchema = z.object({
  sessionId: z.string({ error: 'Session id is required' }).max(TEXT_LIMITS.id),
  questionIndex: z
    .string({ error: 'Question index is required' })
    .regex(/^\d{1,4}$/, { error: 'Question index must be a whole number' })
    .transform(Number),
  questionText: z
    .string()
    .max(TEXT_LIMITS.question * 4)
    .optional(),
});
export type SubmitResponseFields = z.output<typeof submitResponseSchema>;

/** POST /api/enrollment text fields. */
export const submitEnrollmentSchema = z.object({
  sessionId: z.string({ error: 'Session id is required' }).max(TEXT_LIMITS.id),
});
export type SubmitEnrollmentFields = z.output<typeof submitEnrollmentSchema>;

/**
 * A session as its candidate sees it (POST, GET and PATCH /api/sessions): an allow-list, so the
 * credential digest, IP address, browser fingerprint, HR's decisions and the identity and voice
 * scores are never sent. Dates are ISO strings.
 */
export interface CandidateSessionView {
  id: string;
  jobId: string;
  status: CandidateSessionStatus;
  currentQuestionIndex: number;
  candidateName: string | null;
  candidatePhone: string | null;
  candidateEmail: string | null;
  cvFilePath: string | null;
  referrerUrl: string | null;
  startedAt: string;
  completedAt: string | null;
  verificationFilePath: string | null;
  verificationType: VerificationType | null;
  verificationStatus: VerificationStatus;
  verificationPhrase: string | null;
  enrollmentRecordingUrl: string | null;
  timePerQuestion: JsonValue | null;
  tabSwitchCount: number;
  evaluationRequestedAt: string | null;
}

/** GET /api/sessions/{id}: the session and the question indexes the server holds an answer for. */
export type ResumedSessionView = CandidateSessionView & { answeredQuestionIndexes: number[] };

/** 201 of POST /api/sessions: the session and the credential issued with it. */
export type StartedSessionView = CandidateSessionView & { candidateToken: string };

/** 409 of POST /api/sessions: the session must pass identity verification before the questions. */
export type VerificationRequiredBody = ApiErrorBody & {
  error: 'VERIFICATION_REQUIRED';
  sessionId: string;
  candidateToken: string;
  session: CandidateSessionView;
};
