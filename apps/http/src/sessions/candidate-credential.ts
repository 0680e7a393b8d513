import type { Context } from 'koa';
import { CANDIDATE_TOKEN_HEADER } from '@sauti/core/contract/candidate-credential';

/** How long the credential cookie lives: long enough to resume an interview days later. */
export const CANDIDATE_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Longest presented token considered (real ones are 43 characters); longer input is ignored. */
const MAX_TOKEN_LENGTH = 128;

/**
 * One cookie per session, named after it (`sauti_cs_` + the first 12 hex digits of its id), so
 * interviews for several jobs on one device keep separate credentials and no cookie grows with
 * their number. Two sessions sharing 48 bits of id on one device is negligible, and then only the
 * older cookie is replaced (the token in the page's storage still works).
 */
export function candidateCookieName(sessionId: string): string {
  return `sauti_cs_${sessionId
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(0, 12)
    .toLowerCase()}`;
}

/** Sets the credential cookie: httpOnly (scripts cannot read it), SameSite=Lax, Secure on HTTPS. */
export function setCandidateCookie(ctx: Context, sessionId: string, token: string): void {
  ctx.cookies.set(candidateCookieName(sessionId), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: CANDIDATE_COOKIE_MAX_AGE_MS,
    overwrite: true,
  });
}

/** The credentials this request carries for `sessionId`: the header's and the session's cookie. */
export function presentedTokens(ctx: Context, sessionId: unknown): string[] {
  const tokens: string[] = [];
  const header = ctx.get(CANDIDATE_TOKEN_HEADER);
  if (header) tokens.push(header);
  if (typeof sessionId === 'string' && sessionId) {
    const cookie = ctx.cookies.get(candidateCookieName(sessionId));
    if (cookie) tokens.push(cookie);
  }
  return tokens.filter((t) => t.length <= MAX_TOKEN_LENGTH);
}

/** The header a candidate's requests carry their credential in (kept on the device for resume). */
export { CANDIDATE_TOKEN_HEADER };
