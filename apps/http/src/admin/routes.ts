import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { ADMIN_ANALYTICS } from '@sauti/adapters/container/admin-analytics-module';
import { DomainError } from '@sauti/core/domain/errors';
import {
  createUserRequestSchema,
  impersonationRequestSchema,
  userIdParam,
  type IdentitySwitchAnswer,
} from '@sauti/core/contract/accounts';
import { presentCurrentUser, presentUser } from '../accounts/present-user.js';
import { requireAdmin, requireUser } from '../auth/current-user.js';
import { validBody, validParam } from '../middleware/validate.js';
import {
  currentSession,
  endSession,
  parkedSession,
  resumeOwnSession,
  startImpersonationSession,
} from '../auth/login-session.js';

/** Administrator calls (docs/behaviour/platform.md §7); each refuses anyone but the administrator with 403. */
export function adminRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/admin' });
  const sessions = app.get(ACCOUNTS.Sessions);

  router.post('/create-user', async (ctx) => {
    const admin = await requireAdmin(ctx, app);
    const input = validBody(ctx, createUserRequestSchema);
    const user = await app.get(ACCOUNTS.AdminCreateUser).execute(admin.actor, input);
    ctx.status = 201;
    ctx.body = presentUser(user, false);
  });

  router.get('/users', async (ctx) => {
    const admin = await requireAdmin(ctx, app);
    // Every stored field but the password, the organisation domain, status and usage counts.
    ctx.body = await app.get(ADMIN_ANALYTICS.ListUsers).execute(admin.actor);
  });

  router.post('/impersonate/:userId', async (ctx) => {
    await requireAdmin(ctx, app);
    const targetUserId = validParam(ctx, 'userId', userIdParam, 'User not found');
    const { reason } = validBody(ctx, impersonationRequestSchema);
    const session = currentSession(ctx)!;
    const started = await app
      .get(ACCOUNTS.StartImpersonation)
      .execute({ session: session.data, targetUserId, ipAddress: ctx.ip || null, reason });
    await startImpersonationSession(ctx, sessions, session, started.ownSessionData, started.sessionData);
    ctx.state.currentUser = undefined;
    ctx.body = {
      user: presentCurrentUser((await app.get(ACCOUNTS.CurrentUser).execute(started.sessionData))!),
    } satisfies IdentitySwitchAnswer;
  });

  router.post('/exit-impersonation', async (ctx) => {
    await requireUser(ctx, app);
    const session = currentSession(ctx)!;
    if (!session.data.impersonatorId)
      throw new DomainError('INVALID_STATE', 'You are not impersonating anyone.');
    const parked = await parkedSession(ctx, sessions);
    const own = await app.get(ACCOUNTS.EndImpersonation).execute(session.data, parked?.data ?? null);
    if (!own || !parked) {
      // Only the admin's own session can come back, never the impersonation session turned round.
      await endSession(ctx, sessions);
      throw new DomainError('UNAUTHENTICATED', 'Your own session has ended. Please sign in again.');
    }
    await resumeOwnSession(ctx, sessions, parked, own);
    ctx.body = {
      user: presentCurrentUser((await app.get(ACCOUNTS.CurrentUser).execute(own))!),
    } satisfies IdentitySwitchAnswer;
  });

  return router;
}
