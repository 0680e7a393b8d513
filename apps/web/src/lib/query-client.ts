import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * A query client with the caching defaults of docs/behaviour/platform.md §7: every query key is a path that is
 * fetched with GET, data never goes stale by itself, nothing refetches on focus or on an interval
 * (screens that poll say so themselves), and nothing is retried — a retry on a 2G link doubles the
 * wait before the user sees the error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (tests make their own with {@link createQueryClient}). */
export const queryClient = createQueryClient();
