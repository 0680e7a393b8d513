import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveriesPage,
  WebhookDeliveryView,
  WebhookEndpointCreated,
  WebhookEndpointView,
  WebhookSecretView,
  WebhookSettingsPage,
} from '@sauti/core/contract/webhooks';
import { apiRequest, getQueryFn } from '@/lib/api-client';

export const WEBHOOKS_QUERY_KEY = ['/api/organisation/webhooks'] as const;
const DELIVERIES_PATH = '/api/organisation/webhook-deliveries';

/** The organisation's endpoints and the events they can subscribe to. */
export function useWebhooks() {
  return useQuery(
    queryOptions({
      queryKey: WEBHOOKS_QUERY_KEY,
      queryFn: getQueryFn<WebhookSettingsPage>({ on401: 'throw' }),
    }),
  );
}

/** The newest deliveries; only failed ones with `failedOnly`. */
export function useWebhookDeliveries(failedOnly: boolean) {
  const path = failedOnly ? `${DELIVERIES_PATH}?failed=true` : DELIVERIES_PATH;
  return useQuery(
    queryOptions({ queryKey: [path], queryFn: getQueryFn<WebhookDeliveriesPage>({ on401: 'throw' }) }),
  );
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(DELIVERIES_PATH) }),
    ]);
}

/** POST: the answer holds the new endpoint's secret. */
export function useCreateWebhook() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      apiRequest<WebhookEndpointCreated>('POST', '/api/organisation/webhooks', input),
    onSuccess: refresh,
  });
}

/** PATCH one endpoint (e.g. turn it on or off). */
export function useUpdateWebhook() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookEndpointInput & { id: string }) =>
      apiRequest<WebhookEndpointView>('PATCH', `/api/organisation/webhooks/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

/** DELETE one endpoint with its delivery log. */
export function useRemoveWebhook() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>('DELETE', `/api/organisation/webhooks/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** GET the signing secret of one endpoint, when a member asks to see it. */
export function useRevealSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WebhookSecretView>('GET', `/api/organisation/webhooks/${encodeURIComponent(id)}/secret`),
  });
}

/** POST rotate-secret: a new signing secret, answered once (the old one signs for 24 h more). */
export function useRotateSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WebhookSecretView>(
        'POST',
        `/api/organisation/webhooks/${encodeURIComponent(id)}/rotate-secret`,
      ),
  });
}

/** POST replay: the delivery is queued again with the same webhook-id. */
export function useReplayDelivery() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WebhookDeliveryView>('POST', `${DELIVERIES_PATH}/${encodeURIComponent(id)}/replay`),
    onSuccess: refresh,
  });
}
