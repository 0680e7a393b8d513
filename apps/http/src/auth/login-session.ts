import type { Context, Middleware } from 'koa';
import {
  SESSION_ID_LENGTH,
  SESSION_LIFETIME_MS,
  type LoginSessions,
  type SessionData,
} from '@sauti/core/use-cases/accounts/login-session';

/** Name of the httpOnly cookie that carries the login session id. */
export const SESSION_COOKIE = 'sauti.sid';

/** The login session of this request, as loaded from the database. */
export interface LoadedSession {
  sid: string;
  data: SessionData;
}

/** The session of the request, loaded by `loginSessions`. */
export function currentSession(ctx: Context): LoadedSession | undefined {
  return ctx.state.loginSession as LoadedSession | undefined;
}

function setCookie(ctx: Context, sid: string | null): void {
  ctx.cookies.set(SESSION_COOKIE, sid, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: sid ? SESSION_LIFETIME_MS : 0,
    overwrite: true,
  });
}

/**
 * Loads the login session named by the cookie from the database on every request (no process
 * keeps session state, so any process behind a load balancer can serve it); expired or unknown
 * ids clear the cookie.
 */
export function loginSessionMiddleware(sessions: LoginSessions): Middleware {
  return async (ctx, next) => {
    const sid = ctx.cookies.get(SESSION_COOKIE);
    if (sid !== undefined) {
      const data = sid.length === SESSION_ID_LENGTH ? await sessions.read(sid) : null;
      if (data) ctx.state.loginSession = ctx.state.initialSession = { sid, data } satisfies LoadedSession;
      else setCookie(ctx, null);
    }
    await next();
  };
}

/** The session as it was when the request arrived (before any sign-in or impersonation change). */
export function initialSession(ctx: Context): LoadedSession | undefined {
  return ctx.state.initialSession as LoadedSession | undefined;
}

/** Signs in: destroys any previous session and starts one under a fresh id (no session fixation). */
export async function startSession(ctx: Context, sessions: LoginSessions, data: SessionData): Promise<void> {
  const previous = currentSession(ctx);
  if (previous) await sessions.end(previous.sid);
  const { sid } = await sessions.start(data);
  ctx.state.loginSession = { sid, data } satisfies LoadedSession;
  setCookie(ctx, sid);
}

/** Signs out: destroys the session row and clears the cookie. */
export async function endSession(ctx: Context, sessions: LoginSessions): Promise<void> {
  const session = currentSession(ctx);
  if (session) await sessions.end(session.sid);
  ctx.state.loginSession = undefined;
  setCookie(ctx, null);
}
