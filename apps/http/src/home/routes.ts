import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { HOME } from '@sauti/adapters/container/home-module';
import { dashboardStats, recentActivity, topJobs } from '@sauti/core/use-cases/home/home-overview';
import { requireActor } from '../auth/current-user.js';
import { validQuery } from '../middleware/validate.js';
import { recentActivityQuerySchema } from '@sauti/core/contract/home';

/** The home overview calls, scoped to the caller's organisation (docs/behaviour/platform.md §2.4, §7). */
export function homeRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const load = app.get(HOME.LoadHomeData);

  router.get('/dashboard-stats', async (ctx) => {
    const { jobs, sessions, evaluations, now } = await load.execute(
      (await requireActor(ctx, app)).organisationId,
    );
    ctx.body = dashboardStats(jobs, sessions, evaluations, now);
  });
  router.get('/recent-activity', async (ctx) => {
    const { organisationId } = await requireActor(ctx, app);
    const { limit } = validQuery(ctx, recentActivityQuerySchema);
    const { jobs, sessions, evaluations } = await load.execute(organisationId);
    ctx.body = recentActivity(jobs, sessions, evaluations, limit);
  });
  router.get('/top-jobs', async (ctx) => {
    const { jobs, sessions, evaluations } = await load.execute((await requireActor(ctx, app)).organisationId);
    ctx.body = topJobs(jobs, sessions, evaluations);
  });
  return router;
}
