import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Answers `body` as JSON with a weak ETag of its content; when the client's If-None-Match holds
 * the same tag the answer is 304 with no body (the dashboard is polled every 5 s, so an unchanged
 * payload costs a mobile client almost nothing).
 */
export function sendWithEtag(ctx: Context, body: unknown): void {
  const json = JSON.stringify(body);
  const tag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  ctx.set('ETag', tag);
  // Personal data: never stored by a cache. A client that keeps the tag itself still gets 304.
  ctx.set('Cache-Control', 'no-store');
  const presented = (ctx.get('If-None-Match') || '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (presented.includes(tag.replace(/^W\//, '')) || presented.includes('*')) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = json;
}
