import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY, currentUserQueryOptions } from './auth';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query client defaults (docs/behaviour/platform.md §7)', () => {
  it('never goes stale, never refetches by itself and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('loads a key through the default query function with credentials', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ totalJobs: 3 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/jobs', 'j9', 'stats'] });
    expect(data).toEqual({ totalJobs: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/jobs/j9/stats');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('asks the server once when a query fails (no retry)', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/jobs'] })).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('treats 401 on GET /api/user as no user', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);

    const user = await createQueryClient().fetchQuery(currentUserQueryOptions());
    expect(user).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user');
    expect(CURRENT_USER_QUERY_KEY).toEqual(['/api/user']);
  });
});
