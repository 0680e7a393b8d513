import {
  FAILED_DELIVERY_STATUSES,
  WEBHOOK_MESSAGES,
  type WebhookDeliveriesPage,
  type WebhookDeliveryView,
} from '../../contract/webhooks.js';
import { DomainError } from '../../domain/errors.js';
import type { WebhookDelivery } from '../../domain/webhook.js';
import { webhookKey, type JobQueue } from '../../ports/job-queue.js';
import type { WebhookRepository } from '../../ports/webhook-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { organisationOf } from './manage-endpoints.js';
import { presentDelivery } from './present-webhooks.js';

/** Which deliveries to list. */
export interface DeliveryListing {
  /** Only those whose last attempt failed (retrying or failed for good). */
  failed: boolean;
  endpointId?: string;
  limit: number;
  /** Only those created strictly before this instant (a page after a cursor). */
  createdBefore?: Date;
}

/**
 * The delivery log and its replay (docs/behaviour/platform.md, "Webhooks"): members see and
 * replay their organisation's deliveries; the operator's CLI (`sauti webhooks`) every
 * organisation's, or one's. Another organisation's delivery is NOT_FOUND, like a missing one.
 */
export class WebhookDeliveries {
  constructor(private readonly deps: { webhooks: WebhookRepository; queue: JobQueue }) {}

  /** The newest deliveries of the actor's organisation. */
  async list(actor: Actor, listing: DeliveryListing): Promise<WebhookDeliveriesPage> {
    return { deliveries: await this.listFor(organisationOf(actor), listing) };
  }

  /** One endpoint's newest deliveries (/api/v1); another organisation's endpoint is NOT_FOUND. */
  async listOfEndpoint(
    actor: Actor,
    endpointId: string,
    listing: Omit<DeliveryListing, 'endpointId'>,
  ): Promise<WebhookDeliveryView[]> {
    const endpoint = await this.deps.webhooks.findEndpoint(endpointId);
    if (!endpoint || endpoint.organisationId !== organisationOf(actor)) {
      throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    }
    return this.listFor(endpoint.organisationId, { ...listing, endpointId });
  }

  /** The operator's view: one organisation's deliveries, or every organisation's when `organisationId` is null. */
  async listAsOperator(
    organisationId: string | null,
    listing: DeliveryListing,
  ): Promise<WebhookDeliveryView[]> {
    return this.listFor(organisationId ?? undefined, listing);
  }

  /** Sends a delivery again (same `webhook-id`, so receivers can tell it is the same event). */
  async replay(actor: Actor, deliveryId: string): Promise<WebhookDeliveryView> {
    const delivery = await this.deps.webhooks.findDelivery(deliveryId);
    if (!delivery || delivery.organisationId !== organisationOf(actor)) {
      throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    }
    return this.requeue(delivery);
  }

  /** The operator's replay (the CLI), of any organisation's delivery. */
  async replayAsOperator(deliveryId: string): Promise<WebhookDeliveryView> {
    const delivery = await this.deps.webhooks.findDelivery(deliveryId);
    if (!delivery) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    return this.requeue(delivery);
  }

  private async requeue(delivery: WebhookDelivery): Promise<WebhookDeliveryView> {
    const endpoint = await this.deps.webhooks.findEndpoint(delivery.endpointId);
    if (!endpoint) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    if (!endpoint.enabled) {
      throw new DomainError('INVALID_STATE', 'Turn the endpoint on again before replaying its deliveries');
    }
    const updated = await this.deps.webhooks.updateDelivery(delivery.id, { status: 'pending' });
    if (!updated) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    await this.deps.queue.enqueue(
      'webhook',
      { deliveryId: delivery.id },
      { singletonKey: webhookKey(delivery.id) },
    );
    return presentDelivery(updated, endpoint.url);
  }

  private async listFor(organisationId: string | undefined, listing: DeliveryListing) {
    const deliveries = await this.deps.webhooks.listDeliveries({
      ...(organisationId ? { organisationId } : {}),
      ...(listing.endpointId ? { endpointId: listing.endpointId } : {}),
      ...(listing.failed ? { statuses: FAILED_DELIVERY_STATUSES } : {}),
      ...(listing.createdBefore ? { createdBefore: listing.createdBefore } : {}),
      limit: listing.limit,
    });
    const urls = new Map<string, string>();
    for (const id of new Set(deliveries.map((d) => d.endpointId))) {
      urls.set(id, (await this.deps.webhooks.findEndpoint(id))?.url ?? '');
    }
    return deliveries.map((d) => presentDelivery(d, urls.get(d.endpointId) ?? ''));
  }
}
