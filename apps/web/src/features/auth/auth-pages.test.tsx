import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '@/lib/auth';
import { renderWithApp, stubApi } from '@/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

const user = { id: 'u1', email: 'ama@acme.co', firstName: 'Ama', lastName: 'Mensah' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('sign-in page (docs/behaviour/platform.md §2.3)', () => {
  it('signs in: caches the user, welcomes and goes to /', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'POST /api/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { queryClient } = renderWithApp(<LoginPage />, '/login');
    fill('Email', 'ama@acme.co');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeTruthy();
    answer(Response.json(user));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(user);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('stays on the page and toasts the catalogue entry on failure', async () => {
    stubApi({ 'POST /api/login': () => Response.json({ error: 'INVALID_CREDENTIALS' }, { status: 401 }) });
    renderWithApp(<LoginPage />, '/login');
    fill('Email', 'ama@acme.co');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('toggles the password between hidden and shown, and links to forgot and register', () => {
    renderWithApp(<LoginPage />, '/login');
    const field = screen.getByLabelText('Password', { exact: true });
    expect(field.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.getAttribute('type')).toBe('text');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});

describe('registration page', () => {
  it('checks the work email live', () => {
    renderWithApp(<RegisterPage />, '/register');
    fill('Work email', 'ama@gmail.com');
    expect(
      screen.getByText(
        'Please use a work email address (personal emails like Gmail, Yahoo, etc. are not supported)',
      ),
    ).toBeTruthy();
    fill('Work email', 'ama@acme.co');
    expect(screen.getByText('✓ Work email address')).toBeTruthy();
  });

  it('creates the account and toasts the duplicate case from the catalogue', async () => {
    const fetchMock = stubApi({
      'POST /api/register': () =>
        Response.json({ error: 'ALREADY_EXISTS', message: 'An account already exists' }, { status: 409 }),
    });
    renderWithApp(<RegisterPage />, '/register');
    fill('First name', 'Ama');
    fill('Last name', 'Mensah');
    fill('Work email', 'ama@acme.co');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Email already in use')).toBeTruthy();
    // No password: whoever opens the mailed link chooses it.
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      firstName: 'Ama',
      lastName: 'Mensah',
      email: 'ama@acme.co',
    });
  });

  it('shows the server’s words when the address was sent as many links as it may this hour', async () => {
    const message =
      'We already sent several links to this address in the last hour. Open the newest one (it works for 24 hours), or try again in 40 minutes.';
    stubApi({
      'POST /api/register': () => Response.json({ error: 'RATE_LIMITED', message }, { status: 429 }),
    });
    renderWithApp(<RegisterPage />, '/register');
    fill('First name', 'Ama');
    fill('Last name', 'Mensah');
    fill('Work email', 'ama@acme.co');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/register');
  });
});

describe('forgot password (docs/behaviour/platform.md §2.10)', () => {
  const confirmation =
    "If an account exists with that email, we've sent a password reset link. Please check your inbox.";

  it('validates, then replaces the form with the neutral confirmation, even on failure', async () => {
    const fetchMock = stubApi({ 'POST /api/forgot-password': () => new Response('boom', { status: 500 }) });
    renderWithApp(<ForgotPasswordPage />, '/forgot-password');
    fill('Email', 'not an email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fill('Email', 'ama@acme.co');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(confirmation)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try Another Email' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });
});

describe('reset password (docs/behaviour/platform.md §2.10)', () => {
  it('shows an error and no form without a token', () => {
    renderWithApp(<ResetPasswordPage />, '/reset-password');
    expect(
      screen.getByText('Invalid or missing reset token. Please request a new password reset link.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toBeTruthy();
  });

  it('validates, resets, then goes to /login after 3 seconds', async () => {
    const fetchMock = stubApi({
      'POST /api/reset-password': () => Response.json({ message: 'Password reset successfully!' }),
    });
    renderWithApp(<ResetPasswordPage />, '/reset-password?token=abc');
    fill('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();

    fill('New password', 'longenough');
    fill('Confirm password', 'longenough');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Password reset successfully! Redirecting to login...')).toBeTruthy();
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
        token: 'abc',
        newPassword: 'longenough',
      });
      vi.advanceTimersByTime(2900);
      expect(screen.getByTestId('path').textContent).toBe('/reset-password?token=abc');
      vi.advanceTimersByTime(200);
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the failure with a link to request a new one', async () => {
    stubApi({ 'POST /api/reset-password': () => new Response('', { status: 400 }) });
    renderWithApp(<ResetPasswordPage />, '/reset-password?token=abc');
    fill('New password', 'longenough');
    fill('Confirm password', 'longenough');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password. The link may have expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toBeTruthy();
  });
});
