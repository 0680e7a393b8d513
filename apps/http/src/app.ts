import Koa from 'koa';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import type { AppContainer } from '@sauti/adapters/container/container';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { impersonationRecorder } from './auth/impersonation-recorder.js';
import { loginSessionMiddleware } from './auth/login-session.js';
import { errorHandler } from './errors/error-handler.js';
import { jsonCompression } from './middleware/json-compression.js';
import { jsonBody } from './middleware/json-body.js';
import { noStoreByDefault } from './middleware/no-store.js';
import { refuseNul } from './middleware/refuse-nul.js';
import { sameOriginWrites } from './middleware/same-origin.js';
import { securityHeaders } from './middleware/security-headers.js';
import { apiRouters } from './routes.js';
import { spa } from './static/spa.js';
import { resumableUploads } from './uploads/resumable-uploads.js';

export interface AppOptions {
  /** Folder of the built web app; when absent only the API is served. */
  webDistDir?: string;
}

/**
 * The Koa application: security headers, JSON errors, one ORM context per request, the API
 * routers, then the web app with its SPA fallback, then a JSON 404 for unknown API paths.
 */
export function createApp(app: AppContainer, options: AppOptions = {}): Koa {
  const config = app.get(TOKENS.Config);
  const logger = app.get(TOKENS.Logger);
  const requestScope = app.get(STORAGE.RequestScope);
  const koa = new Koa({ proxy: config.trustProxy });
  koa.silent = true;

  koa.use(securityHeaders());
  koa.use(noStoreByDefault());
  koa.use(jsonCompression());
  koa.use(impersonationRecorder(app));
  koa.use(errorHandler(logger));
  koa.use(sameOriginWrites(config));
  koa.use((_ctx, next) => requestScope.run(next));
  koa.use(jsonBody());
  koa.use(refuseNul());
  koa.use(loginSessionMiddleware(app.get(ACCOUNTS.Sessions), app.get(ACCOUNTS.EndImpersonation)));
  koa.use(resumableUploads(app));
  for (const router of apiRouters(app)) koa.use(router.routes()).use(router.allowedMethods());
  if (options.webDistDir) koa.use(spa(options.webDistDir));
  koa.use(async (ctx) => {
    ctx.status = 404;
    ctx.body = ctx.path.startsWith('/api')
      ? { error: 'NOT_FOUND', message: `No API route for ${ctx.method} ${ctx.path}` }
      : { error: 'NOT_FOUND', message: 'Not found' };
  });
  return koa;
}
