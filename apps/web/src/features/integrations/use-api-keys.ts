import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, ApiKeyView, CreateApiKeyInput, CreatedApiKey } from '@sauti/core/contract/api-keys';
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
