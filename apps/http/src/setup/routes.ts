import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { setupRequestSchema, type SetupStatusView } from '@sauti/core/contract/setup';
import { DomainError } from '@sauti/core/domain/errors';
import { presentCurrentUser } from '../accounts/present-user.js';
import { requestAddressKey } from '../auth/address-key.js';
import { startSession } from '../auth/login-session.js';
import { validBody } from '../middleware/validate.js';

/**
 * First-run setup (docs/behaviour/platform.md §19): while the installation has no administrator,
 * `GET /api/setup` says so and `POST /api/setup` trades the one-time code of the server's log
 * for the administrator's account, signed in. Afterwards both answer 404, as if they never existed.
 * The code is never part of an answer.
 */
export function setupRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const setup = app.get(ACCOUNTS.FirstRunSetup);
  const sessions = app.get(ACCOUNTS.Sessions);

  router.get('/setup', async (ctx) => {
    if (!(await setup.isOpen())) throw new DomainError('NOT_FOUND', 'Not found');
    ctx.body = { open: true } satisfies SetupStatusView;
  });

  router.post('/setup', async (ctx) => {
    // Closed first: once an administrator exists nothing about the form is answered.
    if (!(await setup.isOpen())) throw new DomainError('NOT_FOUND', 'Not found');
    const request = validBody(ctx, setupRequestSchema);
    const admin = await setup.complete(request, requestAddressKey(ctx));
    await startSession(ctx, sessions, { userId: admin.id });
    ctx.status = 201;
    ctx.body = presentCurrentUser((await app.get(ACCOUNTS.CurrentUser).execute({ userId: admin.id }))!);
  });
  return router;
}
