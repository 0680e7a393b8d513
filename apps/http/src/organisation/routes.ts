import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { userIdParam } from '@sauti/core/contract/accounts';
import { invitationSchema } from '@sauti/core/contract/auth';
import { renameOrganisationSchema } from '@sauti/core/contract/organisation';
import { requireUser } from '../auth/current-user.js';
import { validBody, validParam } from '../middleware/validate.js';

/**
 * The members of the caller's organisation: who belongs, who asks to join, whom it invited, and
 * the approve / refuse / invite actions, and its name. Members only (a waiting or refused account gets 403);
 * a request of another organisation is 404.
 */
export function organisationRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/organisation' });
  const members = () => app.get(ACCOUNTS.Members);
  const origin = app.get(TOKENS.Config).publicUrl;

  router.get('/members', async (ctx) => {
    const { actor } = await requireUser(ctx, app);
    ctx.body = await members().list(actor);
  });

  // Any member renames the organisation; who, from what and when is kept (docs/behaviour/platform.md §4).
  router.put('/name', async (ctx) => {
    const { actor } = await requireUser(ctx, app);
    const { name } = validBody(ctx, renameOrganisationSchema);
    ctx.body = await members().rename(actor, { name });
  });

  router.post('/invitations', async (ctx) => {
    const { actor } = await requireUser(ctx, app);
    const { email } = validBody(ctx, invitationSchema);
    ctx.status = 201;
    ctx.body = await members().invite(actor, { email, origin });
  });

  for (const [action, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    router.post(`/requests/:userId/${action}`, async (ctx) => {
      const { actor } = await requireUser(ctx, app);
      const userId = validParam(ctx, 'userId', userIdParam, 'Request not found');
      ctx.body = await members().decide(actor, { userId, approve, origin });
    });
  }

  return router;
}
