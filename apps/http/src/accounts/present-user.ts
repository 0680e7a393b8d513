import type { CurrentUser } from '@sauti/core/use-cases/accounts/current-user';
import { toPublicUser, type PublicUser } from '@sauti/core/use-cases/accounts/public-user';
import type { User } from '@sauti/core/domain/user';

/** The user object of the accounts API: public fields, the admin flag, who impersonates. */
export type UserBody = PublicUser & {
  organisationDomain: string;
  isAdmin: boolean;
  impersonatedBy: { id: string; email: string } | null;
};

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Presents the current user of a session. */
export function presentCurrentUser(current: CurrentUser): UserBody {
  return {
    ...toPublicUser(current.user),
    organisationDomain: domainOf(current.user.email),
    isAdmin: current.actor.isAdmin,
    impersonatedBy:
      current.isImpersonating && current.impersonator
        ? { id: current.impersonator.id, email: current.impersonator.email }
        : null,
  };
}

/** Presents a user who is not (yet) the current user of a session, e.g. a created account. */
export function presentUser(user: User, isAdmin: boolean): UserBody {
  return { ...toPublicUser(user), organisationDomain: domainOf(user.email), isAdmin, impersonatedBy: null };
}
