import type { NewOrganisation, Organisation } from '../domain/organisation.js';

/** Organisations, one per work-email domain. */
export interface OrganisationRepository {
  findById(id: string): Promise<Organisation | null>;
  /** Looks up by domain (case-insensitive). */
  findByDomain(domain: string): Promise<Organisation | null>;
  /**
   * Returns the organisation of `organisation.domain`, storing `organisation` if there is none yet.
   * Safe when two registrations of the same domain race: both get the same row.
   */
  findOrCreate(organisation: NewOrganisation): Promise<Organisation>;
  /** All organisations, oldest first. */
  list(): Promise<Organisation[]>;
}
