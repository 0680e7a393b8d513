import type { CandidateInvitation, CandidateInvitationStatus } from '../../domain/candidate-invitation.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import { linkTo } from '../accounts/link-mail.js';

/** 43 URL-safe characters: 258 bits of randomness, like the candidate's session credential. */
export const INVITATION_TOKEN_LENGTH = 43;
const DAY_MS = 86_400_000;

/** A new link token and the digest stored in its place. */
export function issueInvitationToken(ids: Ids, digest: Digest): { token: string; hash: string } {
  const token = ids.newToken(INVITATION_TOKEN_LENGTH);
  return { token, hash: digest.sha256Hex(token) };
}

/** When a link issued at `now` stops working. */
export function invitationExpiry(now: Date, validDays: number): Date {
  return new Date(now.getTime() + validDays * DAY_MS);
}

/** The personal link: the job's interview page with `?invite={token}` (docs/behaviour/interview.md §15). */
export function invitationLink(origin: string, jobId: string, token: string): string {
  return linkTo(origin, `/interview/${encodeURIComponent(jobId)}`, { invite: token });
}

/**
 * Where an invitation stands: revoked wins, then what the session says, then opened, then expiry.
 * `sessionStatus` is the status of the linked session, when there is one.
 */
export function invitationStatus(
  invitation: Pick<CandidateInvitation, 'revokedAt' | 'sessionId' | 'openedAt' | 'expiresAt'>,
  sessionStatus: 'in_progress' | 'completed' | null,
  now: Date,
): CandidateInvitationStatus {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.sessionId) return sessionStatus === 'completed' ? 'completed' : 'started';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return invitation.openedAt ? 'opened' : 'invited';
}
