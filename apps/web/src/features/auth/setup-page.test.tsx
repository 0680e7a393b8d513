import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETUP_MESSAGES } from '@sauti/core/contract/setup';
import { renderWithApp, stubApi } from '@/test-utils';
import { SetupPage } from './setup-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(code: string) {
  fireEvent.change(screen.getByLabelText(/Setup code/), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Neema' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mushi' } });
  fireEvent.change(screen.getByLabelText(/Work email/), { target: { value: 'ops@tausi-logistics.co.tz' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
    target: { value: 'first admin 2026' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Create the administrator' }));
}

describe('first-run setup page (docs/behaviour/platform.md §19)', () => {
  it('shows a wrong code at its field, then creates the administrator and goes home', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/setup': () => Response.json({ open: true }),
      'POST /api/setup': (init) => {
        const body = JSON.parse(String(init?.body)) as { code: string };
        sent.push(body);
        return body.code === 'right-code'
          ? Response.json({ id: 'u1', email: 'ops@tausi-logistics.co.tz', isAdmin: true }, { status: 201 })
          : Response.json(
              {
                error: 'VALIDATION_FAILED',
                message: SETUP_MESSAGES.wrongCode,
                issues: [{ path: 'code', message: SETUP_MESSAGES.wrongCode }],
              },
              { status: 400 },
            );
      },
    });
    renderWithApp(<SetupPage />, '/setup');
    expect(await screen.findByRole('heading', { name: 'Set up Sauti' })).toBeTruthy();
    fill('wrong-code');
    await waitFor(() => expect(sent).toHaveLength(1));
    const code = screen.getByLabelText(/Setup code/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SETUP_MESSAGES.wrongCode)).toBeTruthy();
    fireEvent.change(code, { target: { value: ' right-code ' } });
    expect(code.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create the administrator' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(sent.at(-1)).toMatchObject({ code: 'right-code', email: 'ops@tausi-logistics.co.tz' });
  });

  it('is the 404 page once an administrator exists', async () => {
    stubApi({
      'GET /api/setup': () => Response.json({ error: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
    });
    renderWithApp(<SetupPage />, '/setup');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByLabelText(/Setup code/)).toBeNull();
  });
});
