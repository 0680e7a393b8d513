import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { DomainError } from '@sauti/core/domain/errors';
import type { CurrentUser } from '@sauti/core/use-cases/accounts/current-user';
import type { Actor } from '@sauti/core/use-cases/accounts/tenancy';
import { currentSession } from './login-session.js';

/** The signed-in user of this request (resolved once, then remembered on ctx.state), or null. */
export async function findCurrentUser(ctx: Context, app: AppContainer): Promise<CurrentUser | null> {
  if (ctx.state.currentUser !== undefined) return ctx.state.currentUser as CurrentUser | null;
  const session = currentSession(ctx);
  const current = session ? await app.get(ACCOUNTS.CurrentUser).execute(session.data) : null;
  ctx.state.currentUser = current;
  return current;
}

/** The signed-in user, or 401. */
export async function requireUser(ctx: Context, app: AppContainer): Promise<CurrentUser> {
  const current = await findCurrentUser(ctx, app);
  if (!current) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  return current;
}

/** The acting user with an organisation (HR screens are scoped to it), or 401. */
export async function requireActor(
  ctx: Context,
  app: AppContainer,
): Promise<Actor & { organisationId: string }> {
  const { actor, user } = await requireUser(ctx, app);
  if (!actor.organisationId) {
    throw new DomainError(
      'FORBIDDEN',
      user.requestedOrganisationId && !user.joinRefusedAt
        ? 'Your request to join your organisation is waiting for a colleague’s approval.'
        : 'Your account is not a member of an organisation.',
    );
  }
  return actor as Actor & { organisationId: string };
}

/** The designated administrator acting as themselves, or 403 (401 when signed out). */
export async function requireAdmin(ctx: Context, app: AppContainer): Promise<CurrentUser> {
  const current = await requireUser(ctx, app);
  if (!current.actor.isAdmin) throw new DomainError('FORBIDDEN', 'Administrator privileges required.');
  return current;
}
