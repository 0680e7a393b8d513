import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { COMPRESSIBLE, MIME_BY_EXTENSION } from './mime.js';

/**
 * The candidate's pages, answered by the interview's own entry (interview.html) when built: the
 * interview (`/interview`, `/interview/{jobId}`), "How your interview is assessed"
 * (`/interview/{jobId}/assessment`) and the feedback page (`/interview/{jobId}/feedback/{sessionId}`).
 */
const CANDIDATE_PAGE = /^\/interview(?:\/[^/]+(?:\/assessment|\/feedback\/[^/]+)?)?\/?$/;

/**
 * Starts the page's public read with the page itself: on a 2G link the JSON then arrives while the
 * scripts download, instead of one round trip after them. The page's fetch (CORS mode, with
 * credentials) matches the preload, so the browser uses it. The interview reads its job, the
 * explanation page its assessment; the feedback page posts its link, which nothing can preload.
 */
function preloadJob(ctx: Context, pathname: string): void {
  const [, , jobId, page] = pathname.replace(/\/+$/, '').split('/');
  if (!jobId || (page !== undefined && page !== 'assessment')) return;
  const read = `/api/public/jobs/${encodeURIComponent(jobId)}${page ? '/assessment' : ''}`;
  ctx.set('Link', `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}

/** Paths the SPA never answers: they belong to the API and the download routes. */
const SERVER_PREFIXES = ['/api/', '/api', '/download/'];

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  mtimeMs: number;
}

/**
 * Serves the built web app from `distDir` with an SPA fallback to index.html. Hashed assets are
 * cached for a year; index.html is revalidated. Text files are compressed once (brotli or gzip)
 * and kept in memory, since the build is small and candidates pay for every byte.
 */
export function spa(distDir: string): Middleware {
  const root = resolve(distDir);
  const cache = new Map<string, Encoded>();

  async function load(file: string): Promise<Encoded | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const raw = await readFile(file);
    const entry: Encoded = { raw, mtimeMs: info.mtimeMs };
    if (COMPRESSIBLE.has(extname(file)) && raw.length > 1024) {
      entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(raw, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  }

  return async (ctx, next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      SERVER_PREFIXES.some((p) => ctx.path === p || ctx.path.startsWith(p))
    ) {
      return next();
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const candidate = resolve(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    let file = inside ? candidate : undefined;
    let entry = file && file !== root ? await load(file) : undefined;
    if (!entry) {
      // Unknown asset files are real 404s; anything else is a client-side route.
      if (pathname.startsWith('/assets/') || extname(pathname) !== '') return next();
      const interviewPage = CANDIDATE_PAGE.test(pathname)
        ? await load(join(root, 'interview.html'))
        : undefined;
      file = join(root, interviewPage ? 'interview.html' : 'index.html');
      entry = interviewPage ?? (await load(file));
      if (!entry) return next();
      if (interviewPage) preloadJob(ctx, pathname);
    }
    const ext = extname(file!);
    ctx.type = MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
    ctx.set(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    ctx.vary('Accept-Encoding');
    const accepts = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (accepts === 'br' && entry.br) {
      ctx.set('Content-Encoding', 'br');
      ctx.body = entry.br;
    } else if (accepts === 'gzip' && entry.gzip) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
    } else {
      ctx.body = entry.raw;
    }
  };
}
