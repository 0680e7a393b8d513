import type { CurrentUser } from '@sauti/core/use-cases/accounts/current-user';
import { toPublicUser } from '@sauti/core/use-cases/accounts/public-user';
import type { User } from '@sauti/core/domain/user';
import type { CurrentUserView, Impersonator } from '@sauti/core/contract/accounts';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** The public fields of a user with its dates as the ISO strings JSON carries. */
function userBody(user: User, isAdmin: boolean, impersonatedBy: Impersonator | null): CurrentUserView {
  const shown = toPublicUser(user);
  return {
    ...shown,
    createdAt: shown.createdAt.toISOString(),
    updatedAt: shown.updatedAt.toISOString(),
    lastSignInAt: shown.lastSignInAt ? shown.lastSignInAt.toISOString() : null,
    organisationDomain: domainOf(user.email),
    isAdmin,
    impersonatedBy,
  };
}

/** Presents the current user of a session. */
export function presentCurrentUser(current: CurrentUser): CurrentUserView {
  return userBody(
    current.user,
    current.actor.isAdmin,
    current.isImpersonating && current.impersonator
      ? { id: current.impersonator.id, email: current.impersonator.email }
      : null,
  );
}

/** Presents a user who is not (yet) the current user of a session, e.g. a created account. */
export function presentUser(user: User, isAdmin: boolean): CurrentUserView {
  return userBody(user, isAdmin, null);
}
