import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { BlobRead, ByteRange } from '@sauti/core/ports/blob-store';
import type { MediaFile } from '@sauti/core/use-cases/interview/read-session-media';
import { markPrivateFileRead } from '../auth/impersonation-recorder.js';
import { parseRange } from './range.js';

/**
 * Streams a private media file, honouring one Range when `ranges` (206, or 416 when it cannot be
 * served). Never stored by any cache (personal data); never sniffed; audited when an admin impersonating reads it. Used by every media read.
 */
export async function sendMedia(
  ctx: Context,
  file: MediaFile,
  open: (file: MediaFile, range?: ByteRange) => Promise<BlobRead>,
  ranges = true,
): Promise<void> {
  markPrivateFileRead(ctx);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (ranges) ctx.set('Accept-Ranges', 'bytes');
  const request = ranges ? parseRange(ctx.get('Range') || undefined, file.size) : { kind: 'whole' as const };
  if (request.kind === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${file.size}`);
    ctx.body = { error: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is outside the file.' };
    return;
  }
  if (ctx.method === 'HEAD') {
    ctx.type = file.contentType;
    ctx.length = file.size;
    ctx.status = 200;
    return;
  }
  const read = await open(file, request.kind === 'range' ? request.range : undefined);
  ctx.type = read.contentType;
  ctx.body = read.body instanceof Readable ? read.body : Readable.from(read.body);
  if (read.range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${read.range.start}-${read.range.end}/${read.size}`);
    ctx.length = read.range.end - read.range.start + 1;
  } else {
    ctx.length = read.size;
  }
}
