import type { Invitation } from '../domain/membership.js';

/** Members' invitations of colleagues, at most one per (organisation, address). */
export interface InvitationRepository {
  /** Stores an invitation; an existing one for the same organisation and address is kept as it is. */
  add(invitation: Invitation): Promise<Invitation>;
  findFor(organisationId: string, email: string): Promise<Invitation | null>;
  /** Invitations of one organisation, newest first. */
  listByOrganisation(organisationId: string): Promise<Invitation[]>;
  delete(id: string): Promise<void>;
}
