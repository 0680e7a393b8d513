import type { Context, Middleware } from 'koa';
import type { EndImpersonation } from '@sauti/core/use-cases/accounts/end-impersonation';
import {
  SESSION_ID_LENGTH,
  SESSION_LIFETIME_MS,
  type LoginSessions,
  type SessionData,
} from '@sauti/core/use-cases/accounts/login-session';

/** Name of the httpOnly cookie that carries the login session id. */
export const SESSION_COOKIE = 'sauti.sid';

/**
 * While an admin impersonates, their own session waits under this cookie; it is never the
 * session the requests act with, and only exit (or the impersonation running out) resumes it.
 */
export const OWN_SESSION_COOKIE = 'sauti.own_sid';

/** The login session of this request, as loaded from the database. */
export interface LoadedSession {
  sid: string;
  data: SessionData;
}

/** The session of the request, loaded by `loginSessions`. */
export function currentSession(ctx: Context): LoadedSession | undefined {
  return ctx.state.loginSession as LoadedSession | undefined;
}

function setCookie(ctx: Context, name: string, sid: string | null): void {
  ctx.cookies.set(name, sid, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: sid ? SESSION_LIFETIME_MS : 0,
    overwrite: true,
  });
}

async function load(sessions: LoginSessions, sid: string | undefined): Promise<LoadedSession | null> {
  if (sid === undefined || sid.length !== SESSION_ID_LENGTH) return null;
  const data = await sessions.read(sid);
  return data ? { sid, data } : null;
}

/** The admin's kept-aside session of this request, if its cookie names a live one. */
export function parkedSession(ctx: Context, sessions: LoginSessions): Promise<LoadedSession | null> {
  return load(sessions, ctx.cookies.get(OWN_SESSION_COOKIE));
}

/**
 * Loads the login session named by the cookie from the database on every request (no process
 * keeps session state, so any process behind a load balancer can serve it); expired or unknown
 * ids clear the cookie. When an impersonation session has run out, the admin's kept-aside session
 * resumes (and its audit is closed at the moment the impersonation expired).
 */
export function loginSessionMiddleware(
  sessions: LoginSessions,
  impersonations: EndImpersonation,
): Middleware {
  return async (ctx, next) => {
    const sid = ctx.cookies.get(SESSION_COOKIE);
    let session = await load(sessions, sid);
    if (!session && ctx.cookies.get(OWN_SESSION_COOKIE) !== undefined) {
      const parked = await parkedSession(ctx, sessions);
      if (parked && parked.data.impersonatorId === undefined) {
        session = { sid: parked.sid, data: await impersonations.resumeAfterExpiry(parked.data) };
        await sessions.replace(parked.sid, session.data);
        setCookie(ctx, SESSION_COOKIE, parked.sid);
      }
      setCookie(ctx, OWN_SESSION_COOKIE, null);
    } else if (!session && sid !== undefined) {
      setCookie(ctx, SESSION_COOKIE, null);
    }
    if (session) ctx.state.loginSession = ctx.state.initialSession = session;
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
  setCookie(ctx, SESSION_COOKIE, sid);
  if (ctx.cookies.get(OWN_SESSION_COOKIE) !== undefined) setCookie(ctx, OWN_SESSION_COOKIE, null);
}

/**
 * Starts an impersonation: the admin's session `own` is kept aside (its data replaced by
 * `ownData`, its id moved to the kept-aside cookie) and a new, short impersonation session
 * becomes the request's session.
 */
export async function startImpersonationSession(
  ctx: Context,
  sessions: LoginSessions,
  own: LoadedSession,
  ownData: SessionData,
  impersonation: SessionData,
): Promise<void> {
  await sessions.replace(own.sid, ownData);
  const { sid } = await sessions.start(impersonation);
  ctx.state.loginSession = { sid, data: impersonation } satisfies LoadedSession;
  setCookie(ctx, SESSION_COOKIE, sid);
  setCookie(ctx, OWN_SESSION_COOKIE, own.sid);
}

/** Ends the impersonation session and makes the admin's kept-aside session the request's again. */
export async function resumeOwnSession(
  ctx: Context,
  sessions: LoginSessions,
  own: LoadedSession,
  data: SessionData,
): Promise<void> {
  const current = currentSession(ctx);
  if (current) await sessions.end(current.sid);
  await sessions.replace(own.sid, data);
  ctx.state.loginSession = { sid: own.sid, data } satisfies LoadedSession;
  setCookie(ctx, SESSION_COOKIE, own.sid);
  setCookie(ctx, OWN_SESSION_COOKIE, null);
}

/** Signs out: destroys the session row and clears the cookies. */
export async function endSession(ctx: Context, sessions: LoginSessions): Promise<void> {
  const session = currentSession(ctx);
  if (session) await sessions.end(session.sid);
  ctx.state.loginSession = undefined;
  setCookie(ctx, SESSION_COOKIE, null);
  if (ctx.cookies.get(OWN_SESSION_COOKIE) !== undefined) setCookie(ctx, OWN_SESSION_COOKIE, null);
}
