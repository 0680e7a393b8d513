import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  signInSchema,
} from './auth.js';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_LENGTH } from './password.js';
import { issuesOf } from './testing.js';

const TOKEN = 'a'.repeat(64);

describe('constants', () => {
  it('match the spec', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(RESET_TOKEN_LENGTH).toBe(64);
  });
});

describe('signInSchema', () => {
  it('needs an email of email type and a password', () => {
    expect(signInSchema.safeParse({ email: 'a@acme.com', password: 'x' }).success).toBe(true);
    expect(Object.keys(issuesOf(signInSchema, { email: '', password: '' }))).toEqual(['email', 'password']);
    expect(Object.keys(issuesOf(signInSchema, { email: 'nope', password: 'x' }))).toEqual(['email']);
  });
});

describe('changePasswordFormSchema', () => {
  it('gives the spec messages', () => {
    expect(
      issuesOf(changePasswordFormSchema, { currentPassword: '', newPassword: 'short', confirmPassword: '' }),
    ).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters long'],
      confirmPassword: ['Please confirm your password'],
    });
    expect(
      issuesOf(changePasswordFormSchema, {
        currentPassword: 'old',
        newPassword: 'longenough',
        confirmPassword: 'longenougH',
      }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('accepts a new password iff it has at least 8 characters and matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.boolean(), (password, same) => {
        const confirm = same ? password : `${password}x`;
        const ok = changePasswordFormSchema.safeParse({
          currentPassword: 'old',
          newPassword: password,
          confirmPassword: confirm,
        }).success;
        expect(ok).toBe(password.length >= 8 && same);
      }),
    );
  });
});

describe('forgotPasswordSchema', () => {
  it('has one message for any bad email', () => {
    for (const email of ['', 'x', 'x@', undefined]) {
      expect(issuesOf(forgotPasswordSchema, { email })).toEqual({
        email: ['Please enter a valid email address'],
      });
    }
    expect(forgotPasswordSchema.parse({ email: ' a@acme.com ' }).email).toBe('a@acme.com');
  });
});

describe('reset password', () => {
  it('uses the same password rules as change password', () => {
    expect(issuesOf(resetPasswordFormSchema, { newPassword: '1234567', confirmPassword: '' })).toEqual({
      newPassword: ['Password must be at least 8 characters long'],
      confirmPassword: ['Please confirm your password'],
    });
    expect(
      issuesOf(resetPasswordFormSchema, { newPassword: '12345678', confirmPassword: '12345679' }),
    ).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('needs a token: missing reads No reset token provided, malformed the invalid-link text', () => {
    expect(issuesOf(resetPasswordRequestSchema, { newPassword: '12345678' })).toEqual({
      token: ['No reset token provided'],
    });
    expect(issuesOf(resetPasswordRequestSchema, { token: '', newPassword: '12345678' })).toEqual({
      token: ['No reset token provided'],
    });
    expect(issuesOf(resetPasswordRequestSchema, { token: 'abc', newPassword: '12345678' })).toEqual({
      token: ['Invalid or missing reset token. Please request a new password reset link.'],
    });
    expect(resetPasswordRequestSchema.safeParse({ token: TOKEN, newPassword: '12345678' }).success).toBe(
      true,
    );
  });
});
