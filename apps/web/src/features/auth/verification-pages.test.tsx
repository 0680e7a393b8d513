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
    // No password on this page: the holder of the mailbox chooses it on the confirmation page.
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
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
  it('shows whose link it is, lets its holder choose the password, then signs in and goes home', async () => {
    const user = {
      id: 'u1',
      email: 'wanjiru@acme.co.ke',
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      membership: 'member',
    };
    const fetchMock = stubApi({
      'POST /api/verify-email/check': () =>
        Response.json({ email: 'wanjiru@acme.co.ke', firstName: 'Wanjiru', lastName: 'Kamau' }),
      'POST /api/verify-email': () => Response.json(user),
    });
    const { queryClient } = renderWithApp(<VerifyEmailPage />, '/verify-email?token=abc123');
    expect(await screen.findByText('wanjiru@acme.co.ke')).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Wanjiru');
    fill('Password', 'secret123');
    fill('Confirm password', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    fill('Confirm password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(user);
    const sent = fetchMock.mock.calls.map((call) => JSON.parse(String(call[1]?.body)));
    expect(sent).toEqual([
      { token: 'abc123' },
      { token: 'abc123', password: 'secret123', firstName: 'Wanjiru', lastName: 'Kamau' },
    ]);
  });

  it('shows the server’s words for a used, replaced or expired link, and what to do', async () => {
    stubApi({
      'POST /api/verify-email/check': () =>
        Response.json(
          { error: 'INVALID_STATE', message: 'This link was replaced: this address was registered again.' },
          { status: 409 },
        ),
    });
    renderWithApp(<VerifyEmailPage />, '/verify-email?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link was replaced: this address was registered again.',
    );
    expect(screen.getByRole('link', { name: 'Register again' })).toBeTruthy();
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
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
