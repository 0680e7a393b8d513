import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/auth';
import { renderWithApp, stubApi } from '@/test-utils';
import { initialsOf } from './account-menu';
import { AppNav } from './app-nav';
import { ImpersonationBanner, isImpersonating } from './impersonation-banner';
import { navLinksFor } from './nav-links';

const hrUser: CurrentUser = {
  id: 'u2',
  email: 'ama@acme.co',
  firstName: 'Ama',
  lastName: 'Mensah',
  isAdmin: false,
};
const admin: CurrentUser = {
  id: 'u1',
  email: 'admin@sauti.africa',
  firstName: 'Ada',
  lastName: null,
  isAdmin: true,
};
const viewedUser: CurrentUser = { ...hrUser, impersonatedBy: { id: 'u1', email: 'admin@sauti.africa' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('navigation (docs/behaviour/platform.md §2.5)', () => {
  it('gives everyone Home, Create Job, Dashboard and Settings', () => {
    expect(navLinksFor(hrUser)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Create Job', href: '/hr' },
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Settings', href: '/account' },
    ]);
  });

  it('adds Analytics and Impersonation for the administrator only, not while impersonating', () => {
    expect(navLinksFor(admin).map((l) => l.label)).toEqual([
      'Home',
      'Create Job',
      'Dashboard',
      'Settings',
      'Analytics',
      'Impersonation',
    ]);
    expect(navLinksFor(viewedUser).map((l) => l.href)).not.toContain('/analytics');
    expect(navLinksFor(null)).toHaveLength(4);
  });

  it('renders the admin links in the bar and in the small-screen drawer', () => {
    renderWithApp(<AppNav user={admin} />);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Impersonation' }).getAttribute('href')).toBe(
      '/admin/impersonation',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');
  });

  it('shows an HR user no admin link', () => {
    renderWithApp(<AppNav user={hrUser} />);
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/account');
  });
});

describe('account menu (on every signed-in page)', () => {
  const openMenu = () =>
    fireEvent.keyDown(screen.getByRole('button', { name: 'Account menu: Ama Mensah' }), { key: 'Enter' });

  it('names the user and offers Settings and Sign Out', () => {
    renderWithApp(<AppNav user={hrUser} />);
    expect(screen.getByRole('button', { name: 'Account menu: Ama Mensah' }).textContent).toBe(
      'Account menu: Ama MensahAMAma Mensah',
    );
    openMenu();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('ama@acme.co')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/account');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    // Team and Integrations are for members only.
    expect(within(menu).queryByRole('menuitem', { name: 'Integrations' })).toBeNull();
  });

  it("offers a member the team and the integrations (API keys and webhooks were on a page titled 'Team')", () => {
    renderWithApp(<AppNav user={{ ...hrUser, membership: 'member' }} />);
    openMenu();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Team' }).getAttribute('href')).toBe('/members');
    expect(within(menu).getByRole('menuitem', { name: 'Integrations' }).getAttribute('href')).toBe(
      '/integrations',
    );
  });

  it('signs out: clears the cache, sets no user, says goodbye and goes home', async () => {
    stubApi({ 'POST /api/logout': () => Response.json({ ok: true }) });
    const { queryClient } = renderWithApp(<AppNav user={hrUser} />, '/hr');
    queryClient.setQueryData(['/api/user'], hrUser);
    queryClient.setQueryData(['/api/jobs'], []);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Goodbye!')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(['/api/user'])).toBeNull());
    expect(queryClient.getQueryData(['/api/jobs'])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('toasts a failed sign-out and stays', async () => {
    stubApi({ 'POST /api/logout': () => new Response('down', { status: 503 }) });
    renderWithApp(<AppNav user={hrUser} />, '/hr');
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/hr');
  });

  it('shows initials, or the first letter of the email without a name', () => {
    expect(initialsOf(hrUser)).toBe('AM');
    expect(initialsOf({ firstName: 'ada', lastName: null, email: 'x@y.co' })).toBe('A');
    expect(initialsOf({ firstName: null, lastName: ' ', email: 'zola@y.co' })).toBe('Z');
  });
});

describe('impersonation banner (docs/behaviour/platform.md §2.6)', () => {
  it('shows only while an admin views as another user', () => {
    expect(isImpersonating(viewedUser)).toBe(true);
    expect(isImpersonating(hrUser)).toBe(false);
    expect(isImpersonating(null)).toBe(false);
    // The administrator account itself is treated as not impersonating.
    expect(isImpersonating({ ...admin, impersonatedBy: { id: 'u1', email: admin.email } })).toBe(false);
  });

  it('names the viewed user and renders nothing otherwise', () => {
    renderWithApp(<ImpersonationBanner user={viewedUser} />);
    expect(screen.getByText("Admin View: You're viewing as")).toBeTruthy();
    expect(screen.getByTestId('impersonation-banner').textContent).toContain('ama@acme.co');
    expect(screen.getByTestId('impersonation-banner').textContent).toContain('Ama Mensah');
    cleanup();

    renderWithApp(<ImpersonationBanner user={hrUser} />);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('keeps toasts below itself while shown', () => {
    const { unmount } = renderWithApp(<ImpersonationBanner user={viewedUser} />);
    expect(document.documentElement.style.getPropertyValue('--toast-top-offset')).toMatch(/^\d+(\.\d+)?px$/);
    unmount();
    expect(document.documentElement.style.getPropertyValue('--toast-top-offset')).toBe('');
  });

  it('exits: posts, toasts, and goes to /admin/impersonation', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/exit-impersonation': () => Response.json({ user: admin }),
      'GET /api/user': () => Response.json(admin),
    });
    renderWithApp(<ImpersonationBanner user={viewedUser} />, '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Exit Impersonation' }));

    expect(await screen.findByText('Impersonation Ended')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/impersonation'));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      'POST /api/admin/exit-impersonation',
    );
  });

  it('toasts the failure with the server message', async () => {
    stubApi({
      'POST /api/admin/exit-impersonation': () =>
        Response.json({ error: 'INVALID_STATE', message: 'Not impersonating' }, { status: 400 }),
    });
    renderWithApp(<ImpersonationBanner user={viewedUser} />, '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Exit Impersonation' }));
    expect(await screen.findByText('Failed to Exit Impersonation')).toBeTruthy();
    expect(screen.getByText('Not impersonating')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/dashboard');
  });
});
