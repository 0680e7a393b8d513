import Router from '@koa/router';
import type { Acknowledged } from '@sauti/core/contract/acknowledgement';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { requireUser, findCurrentUser } from '../auth/current-user.js';
import { currentSession, endSession, OWN_SESSION_COOKIE, startSession } from '../auth/login-session.js';
import { presentCurrentUser } from './present-user.js';
import {
  confirmAccountSchema,
  registerRequestSchema,
  type RegistrationAnswer,
} from '@sauti/core/contract/accounts';
import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  type AccountMessage,
  resetPasswordRequestSchema,
  signInSchema,
  verifyEmailSchema,
} from '@sauti/core/contract/auth';
import { validBody } from '../middleware/validate.js';
import { requestAddressKey } from '../auth/address-key.js';
import { deviceToken, setDeviceCookie } from '../auth/device-cookie.js';
import { CHECK_INBOX_MESSAGE } from '@sauti/core/use-cases/accounts/register';

/** The neutral answer of forgot-password, the same whatever the email (docs/behaviour/platform.md §8). */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists with that email, we've sent a password reset link. Please check your inbox.";

/** Sign-in, registration, sign-out and the password flows (docs/behaviour/platform.md §7). */
export function accountRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const sessions = app.get(ACCOUNTS.Sessions);
  const config = app.get(TOKENS.Config);

  router.get('/user', async (ctx) => {
    const current = await findCurrentUser(ctx, app);
    if (!current) {
      ctx.status = 401;
      ctx.body = { error: 'UNAUTHENTICATED', message: 'Not signed in' };
      return;
    }
    ctx.body = presentCurrentUser(current);
  });

  router.post('/login', async (ctx) => {
    const input = validBody(ctx, signInSchema);
    const { user, newDeviceToken } = await app
      .get(ACCOUNTS.Login)
      .execute({ ...input, clientAddress: requestAddressKey(ctx), deviceToken: deviceToken(ctx) });
    if (newDeviceToken) setDeviceCookie(ctx, newDeviceToken);
    await startSession(ctx, sessions, { userId: user.id });
    ctx.body = presentCurrentUser((await app.get(ACCOUNTS.CurrentUser).execute({ userId: user.id }))!);
  });

  // The same answer whether or not the address has an account; nothing is signed in until the
  // mailed link is used. Without SMTP the mail is a file under DATA_DIR/outbox, and the answer
  // says so, so a local install can finish signing up.
  router.post('/register', async (ctx) => {
    const input = validBody(ctx, registerRequestSchema);
    await app
      .get(ACCOUNTS.Register)
      .execute({ ...input, origin: config.publicUrl, addressKey: requestAddressKey(ctx) });
    ctx.status = 202;
    const answer: RegistrationAnswer = {
      message: CHECK_INBOX_MESSAGE,
      ...(config.smtpUrl ? {} : { mailDelivery: 'outbox' as const }),
    };
    ctx.body = answer;
  });

  // Whose link this is, shown on the confirmation page before the password is chosen.
  router.post('/verify-email/check', async (ctx) => {
    const { token } = validBody(ctx, verifyEmailSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await app.get(ACCOUNTS.VerifyEmail).check(token);
  });

  // The holder of the mailbox chooses the password here; the account is created and signed in.
  router.post('/verify-email', async (ctx) => {
    const input = validBody(ctx, confirmAccountSchema);
    const user = await app.get(ACCOUNTS.VerifyEmail).execute({ ...input, origin: config.publicUrl });
    await startSession(ctx, sessions, { userId: user.id });
    ctx.body = presentCurrentUser((await app.get(ACCOUNTS.CurrentUser).execute({ userId: user.id }))!);
  });

  router.post('/logout', async (ctx) => {
    const session = currentSession(ctx);
    const parked = ctx.cookies.get(OWN_SESSION_COOKIE);
    if (session) await app.get(ACCOUNTS.Logout).execute(session.sid, parked);
    await endSession(ctx, sessions);
    ctx.body = { ok: true } satisfies Acknowledged;
  });

  router.post('/change-password', async (ctx) => {
    const current = await requireUser(ctx, app);
    const input = validBody(ctx, changePasswordRequestSchema);
    await app.get(ACCOUNTS.ChangePassword).execute({
      userId: current.user.id,
      ...input,
      keepSessionId: currentSession(ctx)?.sid,
    });
    ctx.body = { message: 'Password changed successfully!' } satisfies AccountMessage;
  });

  router.post('/forgot-password', async (ctx) => {
    const { email } = validBody(ctx, forgotPasswordSchema);
    // Not awaited: the answer must not take longer for existing accounts than for unknown ones.
    void app.get(ACCOUNTS.RequestPasswordReset).execute({ email, origin: config.publicUrl });
    ctx.body = { message: FORGOT_PASSWORD_MESSAGE } satisfies AccountMessage;
  });

  router.post('/reset-password', async (ctx) => {
    const input = validBody(ctx, resetPasswordRequestSchema);
    await app.get(ACCOUNTS.ResetPassword).execute(input);
    ctx.body = { message: 'Password reset successfully!' } satisfies AccountMessage;
  });

  return router;
}
