/**
 * The password rule and its messages, word for word (docs/behaviour/platform.md §5, §9). Free of
 * zod so that any screen can import it without the validation library; the schemas of auth.ts and
 * accounts.ts and the use cases' own check read the same constants.
 */

/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 8;

/** Length of a password reset token. */
export const RESET_TOKEN_LENGTH = 64;

/** The password forms' messages (sign-up, change and reset password). */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
  /** The admin's Create Account tab words it shorter. */
  adminTooShort: `Minimum ${PASSWORD_MIN_LENGTH} characters`,
} as const;
