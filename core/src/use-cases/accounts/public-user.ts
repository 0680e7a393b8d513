import { membershipOf, type Membership } from '../../domain/membership.js';
import type { User } from '../../domain/user.js';

/**
 * A user as answered to clients: an allow-list of stored fields (never the password hash or the
 * stored admin flag) and where the account stands with its organisation.
 */
export type PublicUser = Pick<
  User,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'profileImageUrl'
  | 'organisationId'
  | 'createdAt'
  | 'updatedAt'
  | 'lastSignInAt'
> & { membership: Membership };

/** The public fields of a user; routes answer users only through this. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    organisationId: user.organisationId,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastSignInAt: user.lastSignInAt,
    membership: membershipOf(user),
  };
}
