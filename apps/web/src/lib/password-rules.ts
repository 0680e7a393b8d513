/** Minimum length of a new password (docs/behaviour/platform.md §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Validation messages of the password forms, word for word (docs/behaviour/platform.md §5). */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  tooShort: 'Password must be at least 8 characters long',
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
} as const;

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
