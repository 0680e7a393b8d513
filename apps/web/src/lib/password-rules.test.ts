import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@sauti/core/contract/password';
import { validateChangePassword, validateNewPassword } from './password-rules';

describe('password form rules (docs/behaviour/platform.md §5)', () => {
  it('has the spec messages and minimum, word for word', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MESSAGES).toMatchObject({
      currentRequired: 'Current password is required',
      tooShort: 'Password must be at least 8 characters long',
      confirmRequired: 'Please confirm your password',
      mismatch: "Passwords don't match",
    });
  });

  it('reports each missing or wrong field of the change-password form', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'longenough', confirmPassword: 'other' }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
    expect(
      validateChangePassword({
        currentPassword: 'old',
        newPassword: 'longenough',
        confirmPassword: 'longenough',
      }),
    ).toEqual({});
  });

  it('rejects a new password exactly when it is shorter than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (password) => {
        const errors = validateNewPassword({ newPassword: password, confirmPassword: password });
        expect(errors.newPassword !== undefined).toBe(password.length < 8);
      }),
    );
  });

  it('flags the confirmation exactly when it differs from a non-empty confirmation', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8 }),
        fc.string({ minLength: 1 }),
        (newPassword, confirmPassword) => {
          const errors = validateNewPassword({ newPassword, confirmPassword });
          expect(errors.confirmPassword === PASSWORD_MESSAGES.mismatch).toBe(newPassword !== confirmPassword);
        },
      ),
    );
  });
});
