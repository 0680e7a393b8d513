import { z } from 'zod';
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
export type UpdateCandidateSessionRequest = z.output<typeof updateCandidateSessionSchema>;
