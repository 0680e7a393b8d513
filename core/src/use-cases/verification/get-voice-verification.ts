import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import {
  isAutoVerified,
  normaliseVoiceScore,
  voiceStatus,
  type VoiceStatus,
} from '../../rules/voice-score.js';
import type { Actor } from '../accounts/tenancy.js';
import { findViewableSession } from '../interview/session-access.js';

/** GET /api/hr/voice-verification/{sessionId}: the voice-continuity score and its band (docs/behaviour/review.md §4). */
export interface VoiceVerificationView {
  /** The score on the 0-1 scale (a stored value above 1 is a percentage), or null while none exists. */
  score: number | null;
  band: VoiceStatus;
  /** At 0.8 or more the review shows 'Auto-verified (voice)'. */
  autoVerified: boolean;
}

/** Reads a session's voice score for HR of the job's organisation. */
export class GetVoiceVerification {
  constructor(
    private readonly deps: { sessions: CandidateSessionRepository; jobs: JobRepository; digest: Digest },
  ) {}

  /** Errors: NOT_FOUND (no such session in the actor's organisation). */
  async execute(actor: Actor, sessionId: string): Promise<VoiceVerificationView> {
    const session = await findViewableSession(this.deps, sessionId, { candidateTokens: [], actor });
    const raw = session.voiceVerifyScore;
    const score = typeof raw === 'number' && Number.isFinite(raw) ? normaliseVoiceScore(raw) : null;
    return { score, band: voiceStatus(raw), autoVerified: isAutoVerified(raw) };
  }
}
