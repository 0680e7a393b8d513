import type { Middleware } from 'koa';

/** API paths that answer nothing personal (public job ads, voices, health): caches may keep them. */
const PUBLIC_PREFIXES = ['/api/public/', '/api/voices', '/api/health'];

/**
 * `Cache-Control: no-store` on every API and download answer by default: accounts, candidates'
 * names, phones, CVs, recordings and identity videos must not stay in a shared or browser cache
 * (a shared office computer, a proxy). Routes that answer public data keep their own header
 * (question audio, the public job pages).
 */
export function noStoreByDefault(): Middleware {
  return async (ctx, next) => {
    const personal =
      (ctx.path.startsWith('/api/') || ctx.path.startsWith('/download/')) &&
      !PUBLIC_PREFIXES.some((prefix) => ctx.path.startsWith(prefix));
    if (personal) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
