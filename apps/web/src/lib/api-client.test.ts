import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, pathFromQueryKey } from './api-client';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Runs a query function the way TanStack Query would. */
function runQuery<T>(queryFn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) {
  const context = { queryKey, signal: new AbortController().signal, meta: undefined };
  return (queryFn as (ctx: typeof context) => Promise<T | null>)(context);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pathFromQueryKey', () => {
  it('joins the key parts with slashes', () => {
    expect(pathFromQueryKey(['/api/jobs', 'job-7', 'sessions'])).toBe('/api/jobs/job-7/sessions');
    expect(pathFromQueryKey(['/api/jobs', 42])).toBe('/api/jobs/42');
  });
});

describe('default query function', () => {
  it('GETs the path built from the key parts, with credentials, and returns the JSON', async () => {
    const fetchMock = stubFetch(() => Response.json([{ id: 'j1' }]));
    const data = await runQuery(getQueryFn({ on401: 'throw' }), ['/api/jobs', 'j1', 'candidates']);

    expect(data).toEqual([{ id: 'j1' }]);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/jobs/j1/candidates');
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('gives null for 401 when asked to (GET /api/user when signed out)', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/user'])).resolves.toBeNull();
  });

  it('raises 401 like any other error otherwise', async () => {
    stubFetch(() => new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery(getQueryFn({ on401: 'throw' }), ['/api/jobs'])).rejects.toThrow(
      '401: Not signed in',
    );
  });
});

describe('error format', () => {
  it('is "status: body text" when the answer has a body', async () => {
    const body = JSON.stringify({ error: 'NOT_FOUND', message: 'Job not found' });
    stubFetch(() => new Response(body, { status: 404, statusText: 'Not Found' }));

    const error = await runQuery(getQueryFn({ on401: 'throw' }), ['/api/jobs', 'x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${body}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({ error: 'NOT_FOUND', message: 'Job not found' });
  });

  it('is "status: statusText" when the body is empty', async () => {
    stubFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('POST', '/api/logout').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).body).toBeNull();
  });

  it('keeps a plain-text body as the message and has no parsed body', async () => {
    stubFetch(() => new Response('Bad things', { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('400: Bad things');
    expect((error as ApiError).body).toBeNull();
  });
});

describe('apiRequest', () => {
  it('sends the method and a JSON body with credentials and returns the JSON answer', async () => {
    const fetchMock = stubFetch(() => Response.json({ id: 'u1', email: 'a@b.co' }));
    const user = await apiRequest('POST', '/api/login', { email: 'a@b.co', password: 'secret12' });

    expect(user).toEqual({ id: 'u1', email: 'a@b.co' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', password: 'secret12' });
  });

  it('sends no body and resolves to undefined for an empty answer', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });
});
