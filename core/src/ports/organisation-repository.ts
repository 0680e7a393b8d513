import type { NewOrganisation, Organisation, OrganisationRename } from '../domain/organisation.js';

/** Organisations, one per work-email domain. */
export interface OrganisationRepository {
  findById(id: string): Promise<Organisation | null>;
  /** Looks up by domain (case-insensitive). */
  findByDomain(domain: string): Promise<Organisation | null>;
  /**
   * Stores a new organisation and returns it, or null when its domain has one already. Of two
   * racing creations of one domain exactly one gets the row (it founds the organisation).
   */
  create(organisation: NewOrganisation): Promise<Organisation | null>;
  /**
   * Returns the organisation of `organisation.domain`, storing `organisation` if there is none yet.
   * Safe when two registrations of the same domain race: both get the same row.
   */
  findOrCreate(organisation: NewOrganisation): Promise<Organisation>;
  /** All organisations, oldest first. */
  list(): Promise<Organisation[]>;
  /**
   * Sets the organisation's name to `rename.toName` and records `rename`, both or neither; null
   * (nothing stored) when the organisation is gone.
   */
  rename(rename: OrganisationRename): Promise<Organisation | null>;
  /** An organisation's renames, newest first, at most `limit`. */
  listRenames(organisationId: string, limit: number): Promise<OrganisationRename[]>;
}
