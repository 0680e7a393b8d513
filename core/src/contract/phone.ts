import { z } from 'zod';
import { createSessionSchema } from './interview.js';
import { CANDIDATE_MESSAGES } from './candidate-intake.js';
import { TEXT_LIMITS } from './limits.js';

/**
 * POST /api/phone-interviews: the intake's "No data? Answer by phone call" (docs/behaviour/interview.md
 * §20). The name and number follow the intake's rules; the e-mail is optional (a candidate
 * without data may have none) but must be valid when given; consent is given on the call.
 */
export const startPhoneInterviewSchema = z
  .object({
    jobId: createSessionSchema.shape.jobId,
    candidateName: createSessionSchema.shape.candidateName,
    candidatePhone: createSessionSchema.shape.candidatePhone,
    candidateEmail: z
      .string()
      .trim()
      .max(TEXT_LIMITS.email, { error: CANDIDATE_MESSAGES.serverEmailInvalid })
      .pipe(z.union([z.literal(''), z.email({ error: CANDIDATE_MESSAGES.serverEmailInvalid })]))
      .optional(),
    /** 'outbound': Sauti calls the candidate now; 'inbound': the candidate calls with the PIN. */
    mode: z.enum(['outbound', 'inbound'], { error: "Choose 'Call me' or 'I will call'." }),
    /** A personal invitation's token (docs/behaviour/interview.md §15), when the intake came from one. */
    invitation: z
      .string()
      .trim()
      .max(TEXT_LIMITS.id * 2)
      .optional(),
  })
  .strict();

export type StartPhoneInterviewRequest = z.output<typeof startPhoneInterviewSchema>;
export type StartPhoneInterviewInput = z.input<typeof startPhoneInterviewSchema>;

/** The answer: the session's credential (to follow it from the page), the PIN and the number to call. */
export interface PhoneInterviewView {
  sessionId: string;
  candidateToken: string;
  mode: 'outbound' | 'inbound';
  /** The number the candidate calls (E.164), to show and to dial. */
  number: string;
  pin: string;
  /** True when Sauti placed the call; false when the provider refused it (the candidate can call in). */
  calling: boolean;
  /** True when the number and PIN also went by text message. */
  texted: boolean;
}

/** What the interview page learns about the phone option of a job (GET /api/public/jobs/{id}). */
export interface PhoneOptionView {
  number: string;
}
