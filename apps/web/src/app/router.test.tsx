import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const signedInUser = { id: 'u1', email: 'hr@acme.co', firstName: 'Ama', lastName: 'Mensah' };

/** Answers GET /api/user as the given visitor; a pending promise keeps it loading. */
function stubCurrentUser(answer: 'signed-out' | 'signed-in' | 'pending' | 'loading') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (answer === 'loading') return new Promise<Response>(() => {});
    if (answer === 'signed-out') return new Response('', { status: 401 });
    // Home's own calls: no jobs yet, so home shows its empty state.
    if (String(input) === '/api/user')
      return Response.json(answer === 'pending' ? { ...signedInUser, membership: 'pending' } : signedInUser);
    if (String(input) === '/api/dashboard-stats') return Response.json({});
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routing shell (docs/behaviour/platform.md §2.1)', () => {
  it('shows a spinner instead of any route while the current user loads', async () => {
    const fetchMock = stubCurrentUser('loading');
    // Both routes would render at once without the wait: the 404 page is not lazy, and the
    // redirect to /login happens on first render.
    renderAt('/no/such/page');
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user');
    cleanup();

    renderAt('/dashboard');
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/dashboard');
  });

  it('renders the 404 page for an unknown route', async () => {
    stubCurrentUser('signed-out');
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('404 Page Not Found');
  });

  it('renders the 404 page for an unknown route when signed in too', async () => {
    stubCurrentUser('signed-in');
    renderAt('/jobs/j1/unknown');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    stubCurrentUser('signed-out');
    renderAt('/jobs/j1/candidates');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('shows a signed-in user the protected route', async () => {
    stubCurrentUser('signed-in');
    renderAt('/jobs/j1/candidates');
    expect(await screen.findByRole('heading', { name: 'Candidates' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/jobs/j1/candidates');
    expect(document.title).toBe('Candidates · Sauti');
  });

  it('shows the landing page at / when signed out and home when signed in', async () => {
    stubCurrentUser('signed-out');
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Screen every candidate/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    cleanup();

    stubCurrentUser('signed-in');
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Sauti, Ama!' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('sends a signed-in user from /login to /', async () => {
    stubCurrentUser('signed-in');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome to Sauti, Ama!' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('opens /register only when signed out', async () => {
    stubCurrentUser('signed-out');
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    cleanup();

    stubCurrentUser('signed-in');
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'Welcome to Sauti, Ama!' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('shows an account waiting for approval only the explanation, at every signed-in path', async () => {
    for (const path of ['/', '/dashboard', '/jobs/j1/candidates', '/members']) {
      stubCurrentUser('pending');
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Waiting for approval' }), path).toBeTruthy();
      expect(screen.getByTestId('path').textContent).toBe('/');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      cleanup();
    }
  });

  it('lets a signed-out candidate open the interview for a job', async () => {
    stubCurrentUser('signed-out');
    renderAt('/interview/job-42');
    // Not redirected to /login: the public interview route renders (this stub knows no job, so it
    // shows the spec's not-found state).
    expect(await screen.findByRole('heading', { name: 'Interview Not Found' })).toBeTruthy();
  });
});
