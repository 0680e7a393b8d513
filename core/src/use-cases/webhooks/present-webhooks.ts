import type { WebhookDeliveryView, WebhookEndpointView } from '../../contract/webhooks.js';
import type { WebhookDelivery, WebhookEndpoint } from '../../domain/webhook.js';

/** An endpoint as members see it: everything but the secret. */
export function presentEndpoint(endpoint: WebhookEndpoint): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

/** A delivery's log line; `endpointUrl` is '' when its endpoint was removed meanwhile. */
export function presentDelivery(delivery: WebhookDelivery, endpointUrl: string): WebhookDeliveryView {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    endpointUrl,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    responseTimeMs: delivery.responseTimeMs,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}
