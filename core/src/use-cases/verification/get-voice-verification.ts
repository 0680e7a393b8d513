import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { VoiceVerificationView } from '../../contract/verification.js';
import { isAutoVerified, normaliseVoiceScore, voiceStatus } from '../../rules/voice-score.js';
import type { Actor } from '../accounts/tenancy.js';
import { findViewableSession } from '../interview/session-access.js';

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
