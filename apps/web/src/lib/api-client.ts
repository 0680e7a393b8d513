import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ApiErrorBody } from '@sauti/core/contract/errors';

/**
 * The error body as the web reads it: the contract's `{ error, message }`, each kept only when it is
 * a string, since a failing answer may come from a proxy or an older server rather than the API.
 */
export type ReadErrorBody = Partial<Pick<ApiErrorBody, 'error' | 'message'>> & {
  /** The field the first validation issue is about (`issues[0].path`), when the server named one. */
  field?: string;
};

/**
 * A non-success HTTP answer. The message is `${status}: ${body text or statusText}` (docs/behaviour/platform.md
 * §8) because screens match on it (e.g. login toasts by status); `status` and the parsed `body`
 * are there so new code need not parse the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ReadErrorBody | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
}

/** True for errors raised from an HTTP answer (as opposed to a network failure). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseErrorBody(text: string): ReadErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { error, message, issues } = parsed as Record<string, unknown>;
    const field = Array.isArray(issues) ? (issues[0] as { path?: unknown } | undefined)?.path : undefined;
    return {
      ...(typeof error === 'string' ? { error } : {}),
      ...(typeof message === 'string' ? { message } : {}),
      ...(typeof field === 'string' && field !== '' ? { field } : {}),
    };
  } catch {
    return null;
  }
}

/** Raises an {@link ApiError} for any non-success response; returns nothing otherwise. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, parseErrorBody(text), text || res.statusText);
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  // 204 and empty answers (e.g. forgot-password) have no JSON to read.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** HTTP methods the API uses for changes. */
export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends a change to the API: JSON body, cookies included. Resolves to the parsed JSON answer
 * (undefined for an empty answer) and rejects with {@link ApiError} on a non-success status.
 */
export async function apiRequest<T = unknown>(
  method: MutationMethod | 'GET',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/** The path a query key stands for: its parts joined with '/' (['/api/jobs', 7] → '/api/jobs/7'). */
export function pathFromQueryKey(queryKey: QueryKey): string {
  return queryKey.map(String).join('/');
}

/** What a query does when the API answers 401: give `null` (no user) or raise like any error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Builds the default data load of docs/behaviour/platform.md §7: GET the path built from the query key, with
 * cookies. `on401: 'returnNull'` is for `GET /api/user`, where 401 means "signed out".
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(pathFromQueryKey(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      // Read the short body all the same: an unread response stays open in the browser (the API
      // sends no-store, so no cache drains it), which holds a connection and never lets the page idle.
      await res.text().catch(() => '');
      return null;
    }
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
