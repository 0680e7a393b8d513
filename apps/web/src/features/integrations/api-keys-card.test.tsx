import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyView } from '@sauti/core/contract/api-keys';
import { renderWithApp, stubApi } from '@/test-utils';
import { ApiKeysCard } from './api-keys-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = `sk_live_Ab3dEf9h_${'s'.repeat(43)}`;
const aKey = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: 'k1',
  name: 'Greenhouse',
  scope: 'read',
  prefix: 'Ab3dEf9h',
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'amina@acme.co.ke',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

describe('API keys card (docs/behaviour/platform.md §14)', () => {
  it('creates a key, shows it once with a copy button and the warning, then only its prefix', async () => {
    let keys: ApiKeyView[] = [];
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = stubApi({
      'GET /api/organisation/api-keys': () => Response.json({ keys }),
      'POST /api/organisation/api-keys': () => {
        keys = [aKey({ scope: 'read_write' })];
        return Response.json({ key: keys[0], secret: SECRET }, { status: 201 });
      },
    });
    renderWithApp(<ApiKeysCard />, '/members');
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Greenhouse' } });
    fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'read_write' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = (await screen.findByLabelText('New API key')) as HTMLInputElement;
    expect(shown.value).toBe(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    const sent = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ name: 'Greenhouse', scope: 'read_write' });

    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByLabelText('New API key')).toBeNull();
    expect(await screen.findByText('sk_live_Ab3dEf9h_…')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(
      screen.getByText(/Read and write · created .* by amina@acme.co.ke · last used never/),
    ).toBeTruthy();
  });

  it('revokes a key only after confirming, and shows revoked keys without the button', async () => {
    let keys = [
      aKey(),
      aKey({ id: 'k2', name: 'Old', prefix: 'Zz000000', revokedAt: '2026-03-02T10:00:00.000Z' }),
    ];
    const fetchMock = stubApi({
      'GET /api/organisation/api-keys': () => Response.json({ keys }),
      'POST /api/organisation/api-keys/k1/revoke': () => {
        keys = keys.map((k) => (k.id === 'k1' ? { ...k, revokedAt: '2026-03-03T10:00:00.000Z' } : k));
        return Response.json({ key: keys[0] });
      },
    });
    renderWithApp(<ApiKeysCard />, '/members');
    expect(await screen.findByText(/revoked Mar 2, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Old' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Greenhouse' }));
    const dialog = await screen.findByRole('dialog');
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Greenhouse revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Greenhouse' })).toBeNull());
  });

  it('shows a key’s calls of the last 30 days on demand, newest first, and older ones on request', async () => {
    const page = (cursor: string | null, from: number, count: number) => ({
      uses: Array.from({ length: count }, (_, i) => ({
        at: `2026-03-02T10:${String(59 - from - i).padStart(2, '0')}:00.000Z`,
        method: 'GET',
        path: `/api/v1/jobs/${from + i}`,
        status: from + i === 1 ? 404 : 200,
      })),
      nextCursor: cursor,
    });
    const fetchMock = stubApi({
      'GET /api/organisation/api-keys': () => Response.json({ keys: [aKey()] }),
      'GET /api/organisation/api-keys/k1/uses': () => Response.json(page('1772445540000_x', 0, 2)),
      'GET /api/organisation/api-keys/k1/uses?cursor=1772445540000_x': () => Response.json(page(null, 2, 1)),
    });
    renderWithApp(<ApiKeysCard />, '/members');
    const button = await screen.findByRole('button', { name: 'Calls made with Greenhouse' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const calls = await screen.findByRole('region', { name: 'Calls made with Greenhouse' });
    expect(await within(calls).findByText('GET /api/v1/jobs/0')).toBeTruthy();
    expect(within(calls).getByText('→ 404').className).toContain('text-destructive');
    fireEvent.click(within(calls).getByRole('button', { name: 'Show older calls' }));
    expect(await within(calls).findByText('GET /api/v1/jobs/2')).toBeTruthy();
    expect(within(calls).queryByRole('button', { name: 'Show older calls' })).toBeNull();
    const asked = fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/uses'));
    expect(asked.at(-1)).toContain('cursor=1772445540000_x');
  });
});
