import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyList,
  ApiKeyUsesPage,
  ApiKeyView,
  CreateApiKeyInput,
  CreatedApiKey,
} from '@sauti/core/contract/api-keys';
import { apiRequest, getQueryFn } from '@/lib/api-client';

export const API_KEYS_QUERY_KEY = ['/api/organisation/api-keys'] as const;

/** The organisation's API keys, revoked ones too. */
export function useApiKeys() {
  return useQuery(
    queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: getQueryFn<ApiKeyList>({ on401: 'throw' }) }),
  );
}

/** POST /api/organisation/api-keys: the answer holds the whole key, this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      apiRequest<CreatedApiKey>('POST', '/api/organisation/api-keys', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** POST /api/organisation/api-keys/{id}/revoke. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ key: ApiKeyView }>('POST', `/api/organisation/api-keys/${encodeURIComponent(id)}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** GET /api/organisation/api-keys/{id}/uses: the key's calls of the last 30 days, a page at a time. */
export function useApiKeyUses(keyId: string) {
  return useInfiniteQuery({
    queryKey: [...API_KEYS_QUERY_KEY, keyId, 'uses'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiRequest<ApiKeyUsesPage>(
        'GET',
        `/api/organisation/api-keys/${encodeURIComponent(keyId)}/uses${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}
