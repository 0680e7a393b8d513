import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const fetchMock = stubApi({
      'GET /api/admin/users': () => Response.json(users),
      'POST /api/admin/impersonate/u2': () => Response.json({ user: { id: 'u2', email: 'hr@acme.co' } }),
      'GET /api/user': () => Response.json({ id: 'u2', email: 'hr@acme.co' }),
    });
    const { queryClient } = renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    queryClient.setQueryData(['/api/user'], { id: 'u1', email: 'admin@sauti.africa' });
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate hr@acme.co' }));

    expect(await screen.findByText('Impersonation Started')).toBeTruthy();
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
    expect(await screen.findByText('Impersonation Failed')).toBeTruthy();
    expect(screen.getByText('Failed to impersonate user')).toBeTruthy();
  });

  it('says the load failed, e.g. without admin rights', async () => {
    stubApi({ 'GET /api/admin/users': () => Response.json({ error: 'FORBIDDEN' }, { status: 403 }) });
    renderWithApp(<ImpersonationPage />, '/admin/impersonation');
    expect(await screen.findByText('Failed to load users. You may not have admin permissions.')).toBeTruthy();
  });
});
