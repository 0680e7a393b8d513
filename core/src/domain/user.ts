/**
 * An HR user (stored table `users`). A row exists only for an address that proved it owns its
 * mailbox (or was created by the trusted CLI or the administrator): unverified registrations are
 * `PendingRegistration`s. The administrator is the verified ADMIN_EMAIL account or an account the
 * CLI created with `--admin` (`platformAdmin`).
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
  /** The organisation the user is a member of; null while a join request waits or was refused. */
  organisationId: string | null;
  /** The organisation of the user's domain whose members must approve them; null once a member. */
  requestedOrganisationId: string | null;
  joinRequestedAt: Date | null;
  /** Set when a member refused the request (the user stays outside the organisation). */
  joinRefusedAt: Date | null;
  /** Made administrator by `sauti users create --admin` (never by anything a visitor can do). */
  platformAdmin: boolean;
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
  requestedOrganisationId?: string | null;
  joinRequestedAt?: Date | null;
  platformAdmin?: boolean;
  createdAt: Date;
}

/** The user fields that may change after registration. */
export type UserUpdate = Partial<
  Pick<
    User,
    | 'passwordHash'
    | 'firstName'
    | 'lastName'
    | 'profileImageUrl'
    | 'organisationId'
    | 'requestedOrganisationId'
    | 'joinRequestedAt'
    | 'joinRefusedAt'
    | 'lastSignInAt'
  >
> & { updatedAt: Date };
