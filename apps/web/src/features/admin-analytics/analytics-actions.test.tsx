import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp } from '@/test-utils';
import { stubAnalyticsApi, usersFixture } from './analytics-fixtures';
import { AnalyticsPage } from './analytics-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openPage(overrides: Parameters<typeof stubAnalyticsApi>[0] = {}, tab: string) {
  const fetchMock = stubAnalyticsApi(overrides);
  const rendered = renderWithApp(<AnalyticsPage />, '/analytics');
  await screen.findByText(/Last updated/);
  openTab(tab);
  return { fetchMock, ...rendered };
}

function fillAccount(email: string, password = 'longenough') {
  type('First name', ' Zola ');
  type('Last name', 'Dube');
  type('Work email', email);
  type('Initial password', password);
}

const countCalls = (fetchMock: ReturnType<typeof stubAnalyticsApi>, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === 'GET').length;

describe('Create Account tab (docs/behaviour/platform.md §2.8, §5)', () => {
  it('checks the work email live and disables submit while it is personal', async () => {
    await openPage({}, 'Create Account');
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    fillAccount('zola@gmail.com');
    expect(
      screen.getByText(
        'Please use a work email address (personal emails like Gmail, Yahoo, etc. are not supported)',
      ),
    ).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    type('Work email', 'zola@acme.co');
    expect(screen.getByText('✓ Work email address')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Minimum 8 characters')).toBeTruthy();
  });

  it('toasts Invalid Email when a personal email is submitted anyway', async () => {
    const { fetchMock } = await openPage({}, 'Create Account');
    fillAccount('zola@yahoo.co.uk');
    fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(screen.getByText('Please use a work email address')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/create-user')).toBe(false);
  });

  it('refuses a password under 8 characters without calling the API', async () => {
    const { fetchMock } = await openPage({}, 'Create Account');
    fillAccount('zola@acme.co', 'short');
    fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
    expect(screen.getByLabelText('Initial password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/create-user')).toBe(false);
  });

  it('creates the account, toasts and reloads the users list', async () => {
    let body: unknown;
    const { fetchMock } = await openPage(
      {
        'POST /api/admin/create-user': (init) => {
          body = JSON.parse(String(init?.body));
          return Response.json({ ...usersFixture[0], email: 'zola@acme.co' }, { status: 201 });
        },
      },
      'Create Account',
    );
    const usersLoadsBefore = countCalls(fetchMock, '/api/admin/users');
    fillAccount(' zola@acme.co ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Created')).toBeTruthy();
    expect(screen.getByText('Successfully created account for zola@acme.co')).toBeTruthy();
    expect(body).toEqual({
      firstName: 'Zola',
      lastName: 'Dube',
      email: 'zola@acme.co',
      password: 'longenough',
    });
    await waitFor(() => expect(countCalls(fetchMock, '/api/admin/users')).toBe(usersLoadsBefore + 1));
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('');
  });

  it('toasts Account Creation Failed with the server message', async () => {
    await openPage(
      {
        'POST /api/admin/create-user': () =>
          Response.json(
            { error: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
            { status: 409 },
          ),
      },
      'Create Account',
    );
    fillAccount('zola@acme.co');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Creation Failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
  });
});

describe('Email Test tab (docs/behaviour/platform.md §2.8, §8)', () => {
  const toastRoot = (title: string) => screen.getByText(title).closest('li')!;

  it('shows the server message as Email Test Result', async () => {
    await openPage(
      {
        'POST /api/test-email-notification': () =>
          Response.json({ success: true, message: 'Test email sent to admin' }),
      },
      'Email Test',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email Test Result')).toBeTruthy();
    expect(screen.getByText('Test email sent to admin')).toBeTruthy();
    expect(toastRoot('Email Test Result').className).not.toContain('destructive');
  });

  it('makes the Email Test Result destructive when success is false', async () => {
    await openPage(
      {
        'POST /api/test-email-notification': () =>
          Response.json({ success: false, message: 'SMTP not configured' }),
      },
      'Email Test',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('SMTP not configured')).toBeTruthy();
    expect(toastRoot('Email Test Result').className).toContain('destructive');
  });

  it('toasts Email Test Failed with the error message', async () => {
    await openPage(
      {
        'POST /api/test-email-notification': () => Response.json({ message: 'Mailer down' }, { status: 502 }),
      },
      'Email Test',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email Test Failed')).toBeTruthy();
    expect(screen.getByText('Mailer down')).toBeTruthy();
  });

  it('toasts how many candidate notifications were sent, or Notification Failed', async () => {
    let fail = false;
    await openPage(
      {
        'POST /api/admin/send-candidate-notifications': () =>
          fail ? new Response('nope', { status: 500 }) : Response.json({ emailsSent: 7 }),
      },
      'Email Test',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Candidate Notifications' }));
    expect(await screen.findByText('Candidate Notifications Sent')).toBeTruthy();
    expect(screen.getByText('Sent 7 notifications to users with recent candidates')).toBeTruthy();

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send Candidate Notifications' }));
    expect(await screen.findByText('Notification Failed')).toBeTruthy();
    expect(screen.getByText('500: nope')).toBeTruthy();
  });
});
