import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_MESSAGES } from '@sauti/core/contract/impersonation-reason';
import { renderWithApp, stubApi } from '@/test-utils';
import { ImpersonationPage } from './impersonation-page';

const users = [
  {
    id: 'u1',
    email: 'admin@sauti.africa',
    firstName: 'Ada',
    lastName: 'Admin',
    createdAt: '2025-01-01T00:00:00Z',
    lastSignInAt: '2025-03-04T10:00:00Z',
    isAdmin: true,
    organisationDomain: 'sauti.africa',
  },
  {
    id: 'u2',
    email: 'hr@acme.co',
    firstName: null,
    lastName: null,
    createdAt: '2025-01-02T00:00:00Z',
    lastSignInAt: null,
    isAdmin: false,
    organisationDomain: 'acme.co',
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin impersonation page (docs/behaviour/platform.md §2.7)', () => {
  it('lists every user with count, name or placeholder, badges and last login', async () => {
    stubApi({ 'GET /api/admin/users': () => Response.json(users) });
    renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    expect(await screen.findByText('All Users (2)')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('acme.co')).toBeTruthy();
    expect(screen.getByText('No name set')).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText(/Last login: Mar 4, 2025/)).toBeTruthy();
    expect(screen.getByText('u2')).toBeTruthy();
  });

  it('impersonates: toasts, refreshes the current user and goes to /', async () => {
    let viewing = false;
    const fetchMock = stubApi({
      'GET /api/admin/users': () => Response.json(users),
      'POST /api/admin/impersonate/u2': () => {
        viewing = true;
        return Response.json({ user: { id: 'u2', email: 'hr@acme.co' } });
      },
      'GET /api/user': () =>
        Response.json(
          viewing ? { id: 'u2', email: 'hr@acme.co' } : { id: 'u1', email: 'admin@sauti.africa' },
        ),
    });
    const { queryClient } = renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    queryClient.setQueryData(['/api/user'], { id: 'u1', email: 'admin@sauti.africa' });
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate hr@acme.co' }));
    // Not on one click: first the reason, checked by the server's own rule.
    const dialog = await screen.findByRole('dialog', { name: 'View as hr@acme.co' });
    const reason = within(dialog).getByLabelText('Reason');
    fireEvent.change(reason, { target: { value: 'ticket' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start impersonating' }));
    expect(within(dialog).getByText(IMPERSONATION_MESSAGES.reason)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/impersonate/u2')).toBe(false);
    fireEvent.change(reason, { target: { value: ' Support ticket 4411: her jobs are missing ' } });
    expect(within(dialog).queryByText(IMPERSONATION_MESSAGES.reason)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start impersonating' }));

    expect(await screen.findByText('Impersonation Started')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/impersonate/u2')!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({
      reason: 'Support ticket 4411: her jobs are missing',
    });
    expect(screen.getByText('Now viewing as hr@acme.co')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user')).toBe(true);
    expect(queryClient.getQueryData(['/api/user'])).toEqual({ id: 'u2', email: 'hr@acme.co' });
  });

  it('toasts a failed impersonation with the fallback text', async () => {
    stubApi({
      'GET /api/admin/users': () => Response.json(users),
      'POST /api/admin/impersonate/u2': () => Promise.reject(new Error('')),
    });
    renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate hr@acme.co' }));
    fireEvent.change(await screen.findByLabelText('Reason'), {
      target: { value: 'Checking a reported problem' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start impersonating' }));
    expect(await screen.findByText('Impersonation Failed')).toBeTruthy();
    expect(screen.getByText('Failed to impersonate user')).toBeTruthy();
  });

  it('offers nothing to impersonate on the admin’s own row', async () => {
    stubApi({ 'GET /api/admin/users': () => Response.json(users) });
    const { queryClient } = renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    queryClient.setQueryData(['/api/user'], { id: 'u1', email: 'admin@sauti.africa' });
    expect(await screen.findByText('You')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Impersonate admin@sauti.africa' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Impersonate hr@acme.co' })).toBeTruthy();
  });

  it('says the load failed, e.g. without admin rights', async () => {
    stubApi({ 'GET /api/admin/users': () => Response.json({ error: 'FORBIDDEN' }, { status: 403 }) });
    renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    expect(await screen.findByText('Failed to load users. You may not have admin permissions.')).toBeTruthy();
  });
});
