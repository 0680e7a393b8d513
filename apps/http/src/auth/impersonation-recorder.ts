import type { Middleware } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { initialSession } from './login-session.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mounted outside the error handler so it sees final statuses. Records every state-changing request made while an admin impersonates a user (method, path
 * without query, final status) in the impersonation audit. A failure to record is logged, never
 * turned into a failure of the user's request.
 */
export function impersonationRecorder(app: AppContainer): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const before = initialSession(ctx);
      if (before?.data.impersonatorId && STATE_CHANGING.has(ctx.method)) {
        await app
          .get(ACCOUNTS.RecordImpersonatedAction)
          .execute({ session: before.data, method: ctx.method, path: ctx.path, status: ctx.status })
          .catch((error: unknown) =>
            app.get(TOKENS.Logger).error('could not record an impersonated action', error),
          );
      }
    }
  };
}
