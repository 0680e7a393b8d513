import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BiasAuditQueryInput, BiasAuditView } from '@sauti/core/contract/bias-audit';
import type {
  SelfIdentificationConfigInput,
  SelfIdentificationSettingsView,
} from '@sauti/core/contract/self-identification';
import { apiRequest, getQueryFn } from '@/lib/api-client';

/** The query string of an audit: only what is set, in a fixed order. */
export function auditSearch(query: BiasAuditQueryInput): string {
  const params = new URLSearchParams();
  if (query.jobId) params.set('jobId', query.jobId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}

/** GET /api/bias-audit for `query`; nothing is asked while `query` is null. */
export function useBiasAudit(query: BiasAuditQueryInput | null) {
  return useQuery(
    queryOptions({
      queryKey: [`/api/bias-audit?${auditSearch(query ?? {})}`],
      queryFn: getQueryFn<BiasAuditView>({ on401: 'throw' }),
      enabled: query !== null,
    }),
  );
}

/** The CSV of the same audit, downloaded by the browser with the sign-in cookie. */
export const auditCsvHref = (query: BiasAuditQueryInput) =>
  `/api/bias-audit/export?${new URLSearchParams([['format', 'csv'], ...new URLSearchParams(auditSearch(query))])}`;

const SETTINGS_KEY = ['/api/organisation/self-identification'] as const;

/** The organisation's self-identification categories, with the presets. */
export function useSelfIdentificationSettings() {
  return useQuery(
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: getQueryFn<SelfIdentificationSettingsView>({ on401: 'throw' }),
    }),
  );
}

/** PUT /api/organisation/self-identification; the audit is asked again after (its groups change). */
export function useSaveSelfIdentificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: SelfIdentificationConfigInput) =>
      apiRequest<SelfIdentificationSettingsView>('PUT', SETTINGS_KEY[0], config),
    onSuccess: (view) => {
      queryClient.setQueryData(SETTINGS_KEY, view);
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/bias-audit'),
      });
    },
  });
}
