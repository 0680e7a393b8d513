import { z } from 'zod';
import type { VerificationStatus, VerificationType } from '../domain/candidate-session.js';
import type { VoiceStatus } from '../rules/voice-score.js';
import type { Acknowledged } from './acknowledgement.js';
import { TEXT_LIMITS } from './limits.js';

/**
 * The identity check's HTTP contract (docs/behaviour/interview.md §4.4, §4.5, §7): the session id
 * every call carries (JSON body, form field or query), HR's decision, and the status the page polls.
 */
export const verificationSessionSchema = z.object({
  sessionId: z
    .string({ error: 'Session id is required' })
    .min(1, { error: 'Session id is required' })
    .max(TEXT_LIMITS.id),
});
/** POST /api/verification/phrase, GET /api/verification/status, the upload forms' sessionId. */
export type VerificationSessionRequest = z.output<typeof verificationSessionSchema>;

/** The answer of POST /api/verification/phrase: the phrase the candidate reads on camera. */
export interface VerificationPhraseView {
  phrase: string;
}

/** The answer of POST /api/verification/upload and /photo-upload: the session's status after the file. */
export interface IdentityUploadAnswer extends Acknowledged {
  status: VerificationStatus;
}

/** POST /api/verification/admin/update body. */
export const decideVerificationSchema = verificationSessionSchema.extend({
  status: z.enum(['passed', 'failed'], { error: "Status must be 'passed' or 'failed'" }),
});
export type DecideVerificationRequest = z.output<typeof decideVerificationSchema>;
/** What HR's Pass / Fail buttons send. */
export type DecideVerificationInput = z.input<typeof decideVerificationSchema>;

/** The answer of POST /api/verification/admin/update: the session's identity-check fields after the decision. */
export interface VerificationDecisionView {
  sessionId: string;
  verificationStatus: VerificationStatus;
  verificationType: VerificationType | null;
  verificationFilePath: string | null;
  verificationPhrase: string | null;
  verifiedAt: string | null;
  phraseTranscript: string | null;
  phraseNormalizedTranscript: string | null;
  phraseNormalizedExpected: string | null;
  phraseMatchExact: boolean | null;
  phraseMatchScore: number | null;
  phraseCheckedAt: string | null;
}

/** GET /api/verification/status: what the candidate's page polls after an upload. */
export interface VerificationStatusView {
  status: VerificationStatus;
  phraseMatchExact: boolean | null;
  phraseMatchScore: number | null;
  /** The spec's advice after a checked attempt that did not match (docs/behaviour/interview.md §5.5, §8); null otherwise. */
  hint: string | null;
  /** True when no automatic result will come (a photo, or no transcriber): HR decides. */
  awaitingReview: boolean;
}

/** GET /api/hr/voice-verification/{sessionId}: the voice-continuity score and its band (docs/behaviour/review.md §4). */
export interface VoiceVerificationView {
  /** The score on the 0-1 scale (a stored value above 1 is a percentage), or null while none exists. */
  score: number | null;
  band: VoiceStatus;
  /** At 0.8 or more the review shows 'Auto-verified (voice)'. */
  autoVerified: boolean;
}
