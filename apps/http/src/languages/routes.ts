import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { LANGUAGES } from '@sauti/adapters/container/languages-module';

/**
 * GET /api/interview-languages (docs/behaviour/interview.md §19): what each interview language gets
 * on this installation. Public like GET /api/voices: the landing page says it to anyone, and it
 * names only the providers, never their addresses or keys.
 */
export function languageRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/interview-languages', (ctx) => {
    ctx.body = app.get(LANGUAGES.GetInterviewLanguages).execute();
  });
  return router;
}
