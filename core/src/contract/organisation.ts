/**
 * The JSON of the organisation's members calls (docs/behaviour/platform.md §4): one definition shared
 * by the server's use case and the members screen.
 */
import { z } from 'zod';
import { nameText, TEXT_LIMITS } from './limits.js';

export const ORGANISATION_MESSAGES = { nameRequired: 'Name your organisation' } as const;

/** PATCH /api/organisation: a member renames the organisation (one line, 1-100 characters). */
export const renameOrganisationSchema = z.object({
  name: nameText(ORGANISATION_MESSAGES.nameRequired, 'Organisation name', TEXT_LIMITS.organisationName),
});
export type RenameOrganisationInput = z.input<typeof renameOrganisationSchema>;

/** One rename of the organisation, as the Team page lists it (newest first). */
export interface OrganisationRenameView {
  fromName: string;
  toName: string;
  /** The member's email; null once that account is gone. */
  renamedBy: string | null;
  renamedAt: string;
}

/** The organisation on the Team page and the answer of PATCH /api/organisation. */
export interface OrganisationView {
  name: string;
  domain: string;
  /** The last renames, newest first (at most 5). */
  renames: OrganisationRenameView[];
}

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
  organisation: OrganisationView;
  members: MemberView[];
  requests: MemberView[];
  invitations: { email: string; createdAt: string }[];
}

/** POST /api/organisation/invitations: a new invitation, or a colleague added at once. */
export interface InvitationResult {
  status: 'invited' | 'added';
}
