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

/** What is needed to store a new organisation. */
export interface NewOrganisation {
  id: string;
  domain: string;
  name: string;
  createdAt: Date;
}
