import type { User } from '../../domain/user.js';

/** A user as answered to clients: every stored field except the password hash. */
export type PublicUser = Omit<User, 'passwordHash'>;

/** Strips the password hash; routes answer users only through this. */
export function toPublicUser(user: User): PublicUser {
  const { passwordHash: _hidden, ...rest } = user;
  return rest;
}
