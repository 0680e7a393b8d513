import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/** A fake API: path → answer (a Response factory or JSON), with the calls it received. */
export function stubApi(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) return new Response(`no stub for ${url}`, { status: 404 });
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows the router's current path, so tests can check navigation. */
export function CurrentPath() {
  return <output data-testid="path">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

/**
 * Renders `ui` with fresh providers at `path` inside a data router (as the app does, so navigation
 * blockers work); returns the query client and the router too.
 */
export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <CurrentPath />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, router };
}
