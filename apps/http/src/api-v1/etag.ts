import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { DomainError } from '@sauti/core/domain/errors';

/** What an update without a matching If-Match is told, naming what it updates ('job', 'endpoint'). */
export const IF_MATCH_MESSAGES = {
  required: (what: string) =>
    `Send If-Match with the ETag of your last read of this ${what}, so a change made since is not overwritten`,
  failed: (what: string) =>
    `The ${what} changed since the ETag you sent: read it again and apply your change to what it is now`,
} as const;

/**
 * A strong ETag of an answer (docs/behaviour/platform.md §15): the SHA-256 of its JSON, so any
 * change of what a reader sees changes the tag, and the same state always has the same tag.
 */
export const etagOf = (answer: unknown): string =>
  `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 32)}"`;

/** Answers `body` with its ETag. */
export function withEtag(ctx: Context, body: object): void {
  ctx.set('ETag', etagOf(body));
  ctx.body = body;
}

/**
 * If-Match of an update (RFC 9110 §13.1.1, strong comparison): none is 428, a list that names
 * neither the current tag nor `*` is 412. A weak tag (W/…) never matches.
 */
export function requireIfMatch(ctx: Context, current: object, what = 'job'): void {
  const header = ctx.get('If-Match').trim();
  if (!header)
    throw new DomainError('PRECONDITION_REQUIRED', IF_MATCH_MESSAGES.required(what), { field: 'If-Match' });
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*') || tags.includes(etagOf(current))) return;
  throw new DomainError('PRECONDITION_FAILED', IF_MATCH_MESSAGES.failed(what), { field: 'If-Match' });
}
