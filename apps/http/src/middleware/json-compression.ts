import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Middleware } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON answers smaller than this go out as they are: compressing them saves nothing. */
export const MIN_COMPRESSED_BYTES = 1024;

/** True for a body Koa would send as JSON (a plain object or an array, not a stream or buffer). */
function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) return false;
  return typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Compresses JSON answers of 1 KB or more with brotli (fast setting) or gzip, as the client
 * accepts: the review lists of a large job are hundreds of KB of repetitive JSON, and HR users and
 * candidates alike may be on metered mobile data. Media and static files are left alone (media
 * is already compressed; the web build is precompressed once).
 */
export function jsonCompression(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!isJsonBody(ctx.body) || ctx.response.get('Content-Encoding')) return;
    // Brotli whenever accepted: browsers list gzip first with the same weight.
    const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
    const json = Buffer.from(JSON.stringify(ctx.body));
    ctx.vary('Accept-Encoding');
    if (json.length < MIN_COMPRESSED_BYTES || (encoding !== 'br' && encoding !== 'gzip')) return;
    const status = ctx.status;
    ctx.body =
      encoding === 'br'
        ? await brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(json, { level: 6 });
    ctx.status = status;
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Encoding', encoding);
  };
}
