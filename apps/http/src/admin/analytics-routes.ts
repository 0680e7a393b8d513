import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ADMIN_ANALYTICS } from '@sauti/adapters/container/admin-analytics-module';
import { requireAdmin } from '../auth/current-user.js';

/**
 * The administrator's analytics and mail calls (docs/behaviour/platform.md §2.8, §7): 401 when signed out,
 * 403 for anyone but the administrator acting as themselves.
 */
export function adminAnalyticsRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/admin/analytics', async (ctx) => {
    const { actor } = await requireAdmin(ctx, app);
    ctx.body = await app.get(ADMIN_ANALYTICS.GetAnalytics).execute(actor);
  });

  router.get('/admin/referrers', async (ctx) => {
    const { actor } = await requireAdmin(ctx, app);
    ctx.body = await app.get(ADMIN_ANALYTICS.GetReferrers).execute(actor);
  });

  router.get('/admin/ai-learning-insights', async (ctx) => {
    const { actor } = await requireAdmin(ctx, app);
    ctx.body = await app.get(ADMIN_ANALYTICS.GetAiLearningInsights).execute(actor);
  });

  router.post('/test-email-notification', async (ctx) => {
    const { actor, user } = await requireAdmin(ctx, app);
    ctx.body = await app
      .get(ADMIN_ANALYTICS.SendTestEmail)
      .execute(actor, { email: user.email, firstName: user.firstName });
  });

  router.post('/admin/send-candidate-notifications', async (ctx) => {
    const { actor } = await requireAdmin(ctx, app);
    ctx.body = await app.get(ADMIN_ANALYTICS.SendCandidateNotifications).execute(actor);
  });

  return router;
}
