import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@sauti/core/contract/password';

/**
 * The password forms' checks. The minimum and the messages have one home, core/src/contract/password.ts
 * (free of zod, so importing it adds no validation library to the bundle).
 */

/** Field errors of a password form; a field without an error is absent. */
export type PasswordErrors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>>;

/** Checks a new password and its confirmation (reset and change-password forms). */
export function validateNewPassword(values: {
  newPassword: string;
  confirmPassword: string;
}): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_MESSAGES.tooShort;
  if (values.confirmPassword === '') errors.confirmPassword = PASSWORD_MESSAGES.confirmRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}

/** Checks the change-password form: the current password plus a new one (docs/behaviour/platform.md §5). */
export function validateChangePassword(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): PasswordErrors {
  return {
    ...(values.currentPassword === '' ? { currentPassword: PASSWORD_MESSAGES.currentRequired } : {}),
    ...validateNewPassword(values),
  };
}

/** True when a form's error record holds no error. */
export function hasNoErrors(errors: PasswordErrors): boolean {
  return Object.keys(errors).length === 0;
}
