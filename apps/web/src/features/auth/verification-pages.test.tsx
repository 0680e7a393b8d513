import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { CURRENT_USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { CurrentPath, renderWithApp, stubApi } from '@/test-utils';
import { CheckInboxPage } from './check-inbox-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('registration with a confirmation mail', () => {
  it('goes to "check your inbox" without signing in, and fills in an invited address', async () => {
    stubApi({
      'POST /api/register': () =>
        Response.json({ message: 'Check your inbox', mailDelivery: 'outbox' }, { status: 202 }),
    });
    const { queryClient } = renderWithApp(<RegisterPage />, '/register?email=wanjiru%40acme.co.ke');
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('wanjiru@acme.co.ke');
    fill('First name', 'Wanjiru');
    fill('Last name', 'Kamau');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/check-inbox'));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeUndefined();
  });

  it('says where the link is on a server without mail (the outbox folder), and only there', () => {
    const at = (state: object) =>
      render(
        <AppProviders queryClient={createQueryClient()}>
          <MemoryRouter initialEntries={[{ pathname: '/check-inbox', state }]}>
            <CheckInboxPage />
          </MemoryRouter>
        </AppProviders>,
      );
    at({ email: 'wanjiru@acme.co.ke', mailDelivery: 'outbox' });
    expect(screen.getByText('wanjiru@acme.co.ke')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('DATA_DIR/outbox');
    cleanup();
    at({ email: 'wanjiru@acme.co.ke' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('the confirmation link', () => {
  it('confirms once, signs in and goes home', async () => {
    const user = {
      id: 'u1',
      email: 'wanjiru@acme.co.ke',
      firstName: 'W',
      lastName: 'K',
      membership: 'member',
    };
    const fetchMock = stubApi({ 'POST /api/verify-email': () => Response.json(user) });
    const { queryClient } = renderWithApp(<VerifyEmailPage />, '/verify-email?token=abc123');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 'abc123' });
  });

  it('shows the server’s words for a used or expired link, and what to do', async () => {
    stubApi({
      'POST /api/verify-email': () =>
        Response.json(
          { error: 'INVALID_STATE', message: 'This address is already confirmed. Please sign in.' },
          { status: 409 },
        ),
    });
    renderWithApp(<VerifyEmailPage />, '/verify-email?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This address is already confirmed. Please sign in.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('sign-in before confirming', () => {
  it('tells the person to open the link (403), not that the account does not exist', async () => {
    stubApi({
      'POST /api/login': () =>
        Response.json(
          { error: 'EMAIL_NOT_VERIFIED', message: 'Please confirm your email address first.' },
          { status: 403 },
        ),
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
          <CurrentPath />
        </MemoryRouter>
      </AppProviders>,
    );
    fill('Email', 'wanjiru@acme.co.ke');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Confirm your email first')).toBeTruthy();
    expect(screen.getByText('Please confirm your email address first.')).toBeTruthy();
  });
});
