import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { DomainError } from '@sauti/core/domain/errors';

/** A provider's callback is a few hundred bytes of form fields; this is far more than any sends. */
const FORM_LIMIT = '32kb';

/**
 * The form-encoded body of a provider's callback (Twilio and Africa's Talking both POST
 * application/x-www-form-urlencoded). A field sent twice or as a nested value is refused: no
 * provider sends one, and the signature and the delivery digest need one value per name.
 */
export function callbackForm(): Middleware {
  const parse = koaBody({
    json: false,
    multipart: false,
    text: false,
    urlencoded: true,
    formLimit: FORM_LIMIT,
  });
  return async (ctx, next) => {
    await parse(ctx, async () => undefined).catch((error: unknown) => {
      ctx.set('Connection', 'close');
      const status = (error as { status?: number }).status;
      if (status === 413) throw new DomainError('TOO_LARGE', 'The callback is too large.');
      throw new DomainError('VALIDATION_FAILED', 'The callback could not be read.');
    });
    const body: unknown = ctx.request.body ?? {};
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value !== 'string')
        throw new DomainError('VALIDATION_FAILED', `The callback field ${name} is not one value.`);
      fields[name] = value;
    }
    ctx.state.callbackFields = fields;
    await next();
  };
}

/** The fields a callback sent, as callbackForm read them. */
export function callbackFields(state: Record<string, unknown>): Record<string, string> {
  return (state.callbackFields as Record<string, string> | undefined) ?? {};
}

/** One delivery's identity: its fields in name order (a provider's retry sends the same ones). */
export function deliveryOf(fields: Record<string, string>): string {
  return JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
