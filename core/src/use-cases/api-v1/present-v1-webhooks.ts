import type { V1WebhookDelivery, V1WebhookEndpoint } from '../../contract/api-v1-webhooks.js';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../contract/webhooks.js';

/** An endpoint in the API's own field names (docs/behaviour/platform.md §15). */
export function presentV1Endpoint(endpoint: WebhookEndpointView): V1WebhookEndpoint {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    failing_since: endpoint.failingSince,
    created_at: endpoint.createdAt,
  };
}

/** A delivery's log line in the API's own field names. */
export function presentV1Delivery(delivery: WebhookDeliveryView): V1WebhookDelivery {
  return {
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    response_status: delivery.responseStatus,
    response_time_ms: delivery.responseTimeMs,
    last_error: delivery.lastError,
    created_at: delivery.createdAt,
    last_attempt_at: delivery.lastAttemptAt,
    delivered_at: delivery.deliveredAt,
  };
}
