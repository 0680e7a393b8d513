import type { V1Page, V1PageQuery } from '../../contract/api-v1.js';
import type { V1WebhookDelivery, V1WebhookEndpoint } from '../../contract/api-v1-webhooks.js';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../contract/webhooks.js';
import type { CursorKey } from '../../rules/cursor-page.js';
import { page, positionOf } from './api-v1.js';
import { presentV1Delivery, presentV1Endpoint } from './present-v1-webhooks.js';

const keyOf = (item: { id: string; createdAt: string }): CursorKey => ({
  at: Date.parse(item.createdAt),
  id: item.id,
});

/** A page of the organisation's endpoints (at most 20 in all), newest first, as every list pages. */
export function endpointPage(
  endpoints: readonly WebhookEndpointView[],
  query: V1PageQuery,
): V1Page<V1WebhookEndpoint> {
  return page(endpoints, keyOf, query, presentV1Endpoint);
}

/** What a page of deliveries asks the delivery log for: the newest `limit` before `createdBefore`. */
export interface DeliveryWindow {
  limit: number;
  createdBefore?: Date;
}

/**
 * A page of an endpoint's deliveries after `query.cursor`, newest first. The log is read from the
 * cursor's instant on (its millisecond included, since several deliveries may share one), twice
 * the page and one more, then paged as every list is (docs/behaviour/platform.md §15).
 */
export async function deliveryPage(
  read: (window: DeliveryWindow) => Promise<WebhookDeliveryView[]>,
  query: { limit: number; cursor?: string | undefined },
): Promise<V1Page<V1WebhookDelivery>> {
  const after = positionOf(query);
  const log = await read({
    limit: query.limit * 2 + 1,
    ...(after ? { createdBefore: new Date(after.at + 1) } : {}),
  });
  return page(log, keyOf, { limit: query.limit, cursor: query.cursor }, presentV1Delivery);
}
