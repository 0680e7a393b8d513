/**
 * An HR user (stored table `users`). Who is the administrator is decided by configuration (one
 * designated email), not by a stored role, so there is no role column.
 */
export interface User {
  id: string;
  /** Lower-case, unique. */
  email: string;
  /** A password hash (never the password itself); stored in the `password` column. */
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The organisation of the user's work-email domain. */
  organisationId: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
}

/** What is needed to store a new user. The email is lower-cased by the repository. */
export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
  organisationId: string | null;
  createdAt: Date;
}

/** The user fields that may change after registration. */
export type UserUpdate = Partial<
  Pick<
    User,
    'passwordHash' | 'firstName' | 'lastName' | 'profileImageUrl' | 'organisationId' | 'lastSignInAt'
  >
> & { updatedAt: Date };
