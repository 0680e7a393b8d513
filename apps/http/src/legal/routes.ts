import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { LEGAL } from '@sauti/adapters/container/legal-module';

/** `GET /api/legal/privacy` and `GET /api/legal/terms`: public, the same for everyone (docs/behaviour/platform.md §17). */
export function legalRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/legal' });
  const notices = app.get(LEGAL.Notices);
  router.get('/privacy', (ctx) => {
    ctx.body = notices.privacy;
  });
  router.get('/terms', (ctx) => {
    ctx.body = notices.terms;
  });
  return router;
}
