/**
 * A company using Sauti. A user belongs to the organisation of their work-email domain, so
 * colleagues who register with the same domain see the same jobs.
 */
export interface Organisation {
  id: string;
  /** Lower-case email domain, unique (e.g. `acme.co.ke`). */
  domain: string;
  name: string;
  createdAt: Date;
}

/**
 * A change of an organisation's name by one of its members (table `organisation_renames`): the
 * audit of who renamed it, from what, to what and when (docs/behaviour/platform.md §4).
 */
export interface OrganisationRename {
  id: string;
  organisationId: string;
  /** The member who renamed it; null once that account is gone. */
  renamedBy: string | null;
  fromName: string;
  toName: string;
  renamedAt: Date;
}

/** What is needed to store a new organisation. */
export interface NewOrganisation {
  id: string;
  domain: string;
  name: string;
  createdAt: Date;
}
