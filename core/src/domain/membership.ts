import type { User } from './user.js';

/**
 * Where an account stands with the organisation of its domain:
 * - `member`: may see and change the organisation's jobs and candidates;
 * - `pending`: verified, waiting for a member to approve the request to join;
 * - `refused`: a member declined the request;
 * - `none`: an account without an organisation (created before organisations existed).
 */
export type Membership = 'member' | 'pending' | 'refused' | 'none';

/** The membership state of a user. */
export function membershipOf(
  user: Pick<User, 'organisationId' | 'requestedOrganisationId' | 'joinRefusedAt'>,
): Membership {
  if (user.organisationId) return 'member';
  if (!user.requestedOrganisationId) return 'none';
  return user.joinRefusedAt ? 'refused' : 'pending';
}

/**
 * A registration that has not proved its address yet (table `email_verifications`): what the
 * visitor typed, kept until the mailed link is used or expires. It grants nothing: no session,
 * no organisation, no account.
 */
export interface PendingRegistration {
  id: string;
  /**
   * Lower-case. A new registration of an address replaces the open one (`replacedAt`), so only the
   * newest link works. It holds no password: whoever opens the link chooses it there.
   */
  email: string;
  /** The names typed when registering; the person who opens the link can change them. */
  firstName: string | null;
  lastName: string | null;
  /** SHA-256 of the mailed token; the token itself is never stored. */
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  /** When the link was used; a used link only says "already confirmed". */
  usedAt: Date | null;
  /** When a newer registration of the address replaced this one; its link then says so. */
  replacedAt: Date | null;
}

/** A member's invitation of a colleague at the organisation's domain (table `invitations`). */
export interface Invitation {
  id: string;
  organisationId: string;
  /** Lower-case, at the organisation's domain. */
  email: string;
  invitedBy: string;
  createdAt: Date;
}
