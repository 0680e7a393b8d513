/**
 * The JSON of the organisation's members calls (docs/behaviour/platform.md §4): one definition shared
 * by the server's use case and the members screen.
 */

/** A colleague as the members page shows them (no password hash, no flags). */
export interface MemberView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A member's last sign-in, or a request's date. */
  lastSignInAt: string | null;
  joinRequestedAt: string | null;
}

/** GET /api/organisation/members. */
export interface MembersPage {
  organisation: { name: string; domain: string };
  members: MemberView[];
  requests: MemberView[];
  invitations: { email: string; createdAt: string }[];
}

/** POST /api/organisation/invitations: a new invitation, or a colleague added at once. */
export interface InvitationResult {
  status: 'invited' | 'added';
}
