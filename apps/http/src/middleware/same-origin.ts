import type { Context, Middleware } from 'koa';
import { DomainError } from '@sauti/core/domain/errors';

/** What a refused cross-site request is told. */
export const CROSS_SITE_MESSAGE = "This request did not come from Sauti's own pages, so it was refused.";

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request the browser made for our own page (or the user directly). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Which origins may change state: PUBLIC_URL's, and in development the request's own host. */
export interface OriginPolicy {
  publicUrl: string;
  /** False in development (no PUBLIC_URL): then the origin the request was sent to also passes. */
  publicUrlConfigured: boolean;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** True when a state-changing request may go on (exported for the unit test). */
export function isOwnOrigin(ctx: Pick<Context, 'get' | 'protocol' | 'host'>, policy: OriginPolicy): boolean {
  const origin = ctx.get('Origin');
  if (origin) {
    if (origin === originOf(policy.publicUrl)) return true;
    return !policy.publicUrlConfigured && origin === `${ctx.protocol}://${ctx.host}`;
  }
  const site = ctx.get('Sec-Fetch-Site');
  // Neither header: not a browser (the CLI, curl, an integration), which carries no ambient cookie
  // it did not choose to send; browsers send Origin on every cross-origin POST.
  return site === '' || OWN_FETCH_SITES.has(site);
}

/**
 * Refuses state-changing requests sent by another origin, same-site ones included (a page on
 * another subdomain of the same site gets past SameSite=Lax cookies). Browsers mark every such
 * request with `Origin` (and `Sec-Fetch-Site`); a form on another origin cannot forge either.
 * Answers 403 before the body is read or any route runs.
 */
export function sameOriginWrites(policy: OriginPolicy): Middleware {
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && !isOwnOrigin(ctx, policy)) {
      ctx.set('Connection', 'close'); // the refused body is left unread
      throw new DomainError('FORBIDDEN', CROSS_SITE_MESSAGE);
    }
    await next();
  };
}
