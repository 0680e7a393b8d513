import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { STORAGE } from '@sauti/adapters/container/storage-module';

/** `GET /api/health`: 200 when the database answers, 503 otherwise (for load balancers). */
export function healthRoutes(app: AppContainer): Router {
  const router = new Router();
  const database = app.get(STORAGE.Database);
  router.get('/api/health', async (ctx) => {
    const startedAt = performance.now();
    try {
      await database.ping();
      ctx.body = {
        status: 'ok',
        database: 'up',
        databaseKind: database.kind,
        latencyMs: Math.round(performance.now() - startedAt),
      };
    } catch {
      ctx.status = 503;
      ctx.body = {
        error: 'UNAVAILABLE',
        message: 'The database is not reachable.',
        status: 'degraded',
        database: 'down',
      };
    }
  });
  return router;
}
