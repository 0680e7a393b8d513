import type { Context } from 'koa';
import { DEVICE_LIFETIME_MS, DEVICE_TOKEN_LENGTH } from '@sauti/core/use-cases/accounts/login';

/** The httpOnly cookie that tells sign-in "this device signed in to this account before". */
export const DEVICE_COOKIE = 'sauti.device';

/** The device token the request carries, or null (anything but a token's shape is ignored). */
export function deviceToken(ctx: Context): string | null {
  const token = ctx.cookies.get(DEVICE_COOKIE);
  return token && token.length === DEVICE_TOKEN_LENGTH ? token : null;
}

/** Remembers this device for 180 days: httpOnly, SameSite=Lax, Secure over HTTPS. */
export function setDeviceCookie(ctx: Context, token: string): void {
  ctx.cookies.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/api/login',
    maxAge: DEVICE_LIFETIME_MS,
    overwrite: true,
  });
}
