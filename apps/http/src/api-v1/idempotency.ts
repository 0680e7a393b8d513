import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import { DomainError } from '@sauti/core/domain/errors';
import type { JsonValue } from '@sauti/core/domain/json';
import type { IdempotentAnswer } from '@sauti/core/domain/idempotency';
import { fingerprintText, idempotencyKeyOf } from '@sauti/core/rules/idempotency-key';
import type { ApiCaller } from '@sauti/core/use-cases/api-keys/authenticate-api-key';

/** The answer headers a replay repeats: what describes the answer, not the moment it was sent. */
const REPLAYED_HEADERS = ['location', 'etag'] as const;

/** Set on a replayed answer, as Stripe and the IETF draft's examples do, so a client can tell. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

function headersOf(ctx: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = ctx.response.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * The `Idempotency-Key` of a POST of /api/v1 (docs/behaviour/platform.md §15), after the key and
 * its scope are checked: required and well-formed (400), then the request runs at most once per
 * organisation and key. Its fingerprint is the SHA-256 of method, path and the body's canonical
 * JSON; a retry with the same fingerprint gets the first answer again, another request with the
 * key is 409.
 */
export function idempotent(app: AppContainer): Middleware {
  return async (ctx, next) => {
    const parsed = idempotencyKeyOf(ctx.get('Idempotency-Key') || undefined);
    if (parsed.problem !== undefined) {
      throw new DomainError('VALIDATION_FAILED', parsed.problem, { field: 'Idempotency-Key' });
    }
    const caller = ctx.state.apiCaller as ApiCaller;
    const body = (ctx.request as { body?: unknown }).body as JsonValue | undefined;
    const fingerprint = createHash('sha256')
      .update(fingerprintText(ctx.method, ctx.path, body))
      .digest('hex');
    const { answer, replayed } = await app
      .get(API_KEYS.Idempotency)
      .run({ organisationId: caller.actor.organisationId, key: parsed.key, fingerprint }, async () => {
        await next();
        const first: IdempotentAnswer = {
          status: ctx.status,
          body: (ctx.body ?? null) as JsonValue | null,
          headers: headersOf(ctx),
        };
        return first;
      });
    if (!replayed) return;
    ctx.status = answer.status;
    ctx.body = answer.body;
    for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
    ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  };
}
