import type { Context, Middleware } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { initialSession } from './login-session.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Marks this request as a read of a private file (CV, recording, identity video or photo), so an
 * impersonating admin's read is audited like a change. Called by every media answer.
 */
export function markPrivateFileRead(ctx: Context): void {
  ctx.state.privateFileRead = true;
}

/** The route's named ids (`:jobId`, `*path`), as text. */
function targetsOf(ctx: Context): Record<string, string> {
  const params = (ctx.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join('/') : String(value),
    ]),
  );
}

/** The fields the request sent, with uploaded files described (name, size, type), never their bytes. */
function sentFields(ctx: Context): unknown {
  const body = ctx.request.body;
  const files = ctx.request.files;
  if (!files || Object.keys(files).length === 0) return body;
  const described = Object.fromEntries(
    Object.entries(files).map(([field, value]) => [
      field,
      (Array.isArray(value) ? value : [value]).map((f) => ({
        file: f.originalFilename ?? '',
        bytes: f.size,
        type: f.mimetype ?? '',
      })),
    ]),
  );
  return { ...(body && typeof body === 'object' ? body : {}), ...described };
}

/**
 * Mounted outside the error handler so it sees final statuses. Records every state-changing
 * request, and every read of a private file, made while an admin impersonates a user: method,
 * path without query, final status, the ids the path named, and the fields sent (secrets
 * redacted by the use case). A failure to record is logged, never turned into a failure of the
 * user's request.
 */
export function impersonationRecorder(app: AppContainer): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const before = initialSession(ctx);
      const audited = STATE_CHANGING.has(ctx.method) || ctx.state.privateFileRead === true;
      if (before?.data.impersonatorId && audited) {
        await app
          .get(ACCOUNTS.RecordImpersonatedAction)
          .execute({
            session: before.data,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            targets: targetsOf(ctx),
            body: STATE_CHANGING.has(ctx.method) ? sentFields(ctx) : undefined,
          })
          .catch((error: unknown) =>
            app.get(TOKENS.Logger).error('could not record an impersonated action', error),
          );
      }
    }
  };
}
