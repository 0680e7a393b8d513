import type { Middleware } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { toErrorResponse } from '../errors/error-handler.js';

/** The status the error handler will answer for `error` (it logs; this only asks). */
const statusOf = (error: unknown) => toErrorResponse(error, memoryLogger()).status;

/**
 * Records each /api/v1 call whose key was recognised (`ctx.state.apiKey`, set by the key check
 * before the key's rate limit): key, organisation, method, route, path and the status answered.
 */
export function recordKeyUse(app: AppContainer): Middleware {
  const recorder = app.get(API_KEYS.UseRecorder);
  const ids = app.get(TOKENS.Ids);
  const clock = app.get(TOKENS.Clock);
  return async (ctx, next) => {
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      status = statusOf(error);
      throw error;
    } finally {
      const key = ctx.state.apiKey as { id: string; organisationId: string } | undefined;
      if (key) {
        recorder.record({
          id: ids.newId(),
          apiKeyId: key.id,
          organisationId: key.organisationId,
          method: ctx.method,
          route: (ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path,
          path: ctx.path,
          status,
          at: clock.now(),
        });
      }
    }
  };
}
