import type { NewUser, User, UserUpdate } from '../domain/user.js';

/** Stored HR users. Emails are compared case-insensitively (stored lower-case). */
export interface UserRepository {
  /** Stores a new user; fails with `ALREADY_EXISTS` when the email is taken. */
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** All users, oldest first. */
  list(): Promise<User[]>;
  /** Members of one organisation, oldest first. */
  listByOrganisation(organisationId: string): Promise<User[]>;
  /** Users waiting for (not refused by) one organisation's approval, oldest request first. */
  listJoinRequests(organisationId: string): Promise<User[]>;
  /** True when some account was made an administrator (`platformAdmin`, the CLI's `--admin` or first-run setup). */
  hasPlatformAdmin(): Promise<boolean>;
  /** Applies `update`; null when there is no such user. */
  update(id: string, update: UserUpdate): Promise<User | null>;
}
