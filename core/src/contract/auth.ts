import { z } from 'zod';
import { requiredText, TEXT_LIMITS, tooLongMessage } from './limits.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, RESET_TOKEN_LENGTH } from './password.js';

/** Account messages, word for word (docs/behaviour/platform.md §5). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  currentPasswordRequired: PASSWORD_MESSAGES.currentRequired,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  passwordsDiffer: PASSWORD_MESSAGES.mismatch,
  tokenMissing: 'No reset token provided',
  tokenInvalid: 'Invalid or missing reset token. Please request a new password reset link.',
} as const;

/** A well-formed email address; blank reads as required. */
const email = requiredText(AUTH_MESSAGES.emailRequired, 'Email', TEXT_LIMITS.email).pipe(
  z.email({ error: AUTH_MESSAGES.emailInvalid }),
);

/** A new password: at least 8 characters (not trimmed: spaces are part of a password). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(TEXT_LIMITS.password, { error: tooLongMessage('Password', TEXT_LIMITS.password) });

/** Any existing password: present and bounded. */
const existingPassword = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(TEXT_LIMITS.password, { error: tooLongMessage('Password', TEXT_LIMITS.password) });

const confirmation = z
  .string({ error: AUTH_MESSAGES.confirmRequired })
  .min(1, { error: AUTH_MESSAGES.confirmRequired })
  .max(TEXT_LIMITS.password);

/** "Passwords don't match" on confirmPassword; a blank confirmation only reads as required. */
const passwordsMatch = (value: { newPassword: string; confirmPassword: string }) =>
  value.confirmPassword === '' || value.newPassword === value.confirmPassword;
const mismatch = { error: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] };

/** POST /api/login and the sign-in form. */
export const signInSchema = z.object({
  email,
  password: existingPassword(AUTH_MESSAGES.passwordRequired),
});

/** What the sign-in form sends to POST /api/login. */
export type SignInInput = z.input<typeof signInSchema>;

/** The change-password form (current, new, confirm). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: existingPassword(AUTH_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: confirmation,
  })
  .refine(passwordsMatch, mismatch);

/** POST /api/change-password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: existingPassword(AUTH_MESSAGES.currentPasswordRequired),
  newPassword: newPasswordSchema,
});

/** What the change-password call sends (the form's confirmation stays on the screen). */
export type ChangePasswordInput = z.input<typeof changePasswordRequestSchema>;

/** POST /api/forgot-password and its form: any problem reads 'Please enter a valid email address'. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .trim()
    .max(TEXT_LIMITS.email, { error: AUTH_MESSAGES.emailInvalid })
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
});

/** The reset-password form (new, confirm); the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: confirmation })
  .refine(passwordsMatch, mismatch);

/** A reset token: present ('No reset token provided'), 64 URL-safe characters. */
export const resetTokenSchema = z
  .string({ error: AUTH_MESSAGES.tokenMissing })
  .min(1, { error: AUTH_MESSAGES.tokenMissing })
  .pipe(
    z
      .string()
      .length(RESET_TOKEN_LENGTH, { error: AUTH_MESSAGES.tokenInvalid })
      .regex(/^[A-Za-z0-9_-]+$/, { error: AUTH_MESSAGES.tokenInvalid }),
  );

/** POST /api/reset-password. */
export const resetPasswordRequestSchema = z.object({
  token: resetTokenSchema,
  newPassword: newPasswordSchema,
});

/** What the reset-password page sends (the token from the link, the new password). */
export type ResetPasswordInput = z.input<typeof resetPasswordRequestSchema>;

/** The answer of change-password, forgot-password and reset-password: a sentence to show. */
export interface AccountMessage {
  message: string;
}

/** POST /api/verify-email/check: the token of the mailed confirmation link. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete.' })
    .min(1, { error: 'The confirmation link is incomplete.' })
    .max(200, { error: 'The confirmation link is invalid.' }),
});

/** POST /api/organisation/invitations: a colleague's work address. */
export const invitationSchema = z.object({ email });
