import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorToast, registrationErrorToast } from './auth-errors';

const apiError = (status: number, body: { error?: string; message?: string } | null) =>
  new ApiError(status, body, body ? JSON.stringify(body) : 'Error');

describe('login error catalogue (docs/behaviour/platform.md §8)', () => {
  it('maps 401, 400, 500 and anything else to the spec toasts', () => {
    expect(loginErrorToast(apiError(401, { error: 'INVALID_CREDENTIALS' }))).toEqual({
      title: 'Wrong email or password',
      description:
        "We couldn't find an account with that email and password combination. Please check your details or create a new account.",
    });
    expect(loginErrorToast(apiError(400, { error: 'VALIDATION_FAILED' }))).toEqual({
      title: 'Invalid login details',
      description: "Please make sure you've entered your email and password correctly.",
    });
    expect(loginErrorToast(apiError(500, null))).toEqual({
      title: 'Server error',
      description: 'Something went wrong on our end. Please try again in a moment.',
    });
    const otherwise = {
      title: 'Unable to sign in',
      description: 'Please check your email and password and try again.',
    };
    expect(loginErrorToast(apiError(503, null))).toEqual(otherwise);
    expect(loginErrorToast(new TypeError('Failed to fetch'))).toEqual(otherwise);
  });

  it('reads the status from a plain "status: body" error message too', () => {
    expect(loginErrorToast(new Error('401: Unauthorized')).title).toBe('Wrong email or password');
  });

  it("shows the server's message for 429", () => {
    const message = 'Too many sign-in attempts. Try again in 60 seconds.';
    expect(loginErrorToast(apiError(429, { error: 'RATE_LIMITED', message })).description).toBe(message);
  });
});

describe('registration error catalogue (docs/behaviour/platform.md §8)', () => {
  it('says a work email is required for the code or a message mentioning it', () => {
    expect(registrationErrorToast(apiError(400, { error: 'WORK_EMAIL_REQUIRED' })).title).toBe(
      'Work email required',
    );
    expect(registrationErrorToast(new Error('400: Please use a work email address')).title).toBe(
      'Work email required',
    );
    expect(registrationErrorToast(apiError(400, { error: 'WORK_EMAIL_REQUIRED' })).description).toMatch(
      /Personal email providers .* are not supported/,
    );
  });

  it('says the email is in use for "already exists" or "duplicate"', () => {
    const inUse = {
      title: 'Email already in use',
      description:
        'An account with this email already exists. Try signing in instead or use a different email.',
    };
    expect(
      registrationErrorToast(apiError(409, { error: 'ALREADY_EXISTS', message: 'User already exists' })),
    ).toEqual(inUse);
    expect(registrationErrorToast(new Error('500: duplicate key value'))).toEqual(inUse);
  });

  it('falls back by status: 400, 500, then anything else', () => {
    expect(registrationErrorToast(apiError(400, { error: 'VALIDATION_FAILED' }))).toEqual({
      title: 'Invalid account details',
      description: 'Please make sure all fields are filled out correctly.',
    });
    expect(registrationErrorToast(apiError(500, null)).title).toBe('Server error');
    expect(registrationErrorToast(apiError(502, null))).toEqual({
      title: 'Unable to create account',
      description: 'Please try again or contact support if the problem continues.',
    });
  });
});
