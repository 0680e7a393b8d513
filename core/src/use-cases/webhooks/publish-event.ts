import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import { webhookKey, type JobQueue } from '../../ports/job-queue.js';
import type { WebhookEvent, WebhookEvents } from '../../ports/webhook-events.js';
import type { WebhookRepository } from '../../ports/webhook-repository.js';

/**
 * Turns an event into one delivery per enabled endpoint of the organisation subscribed to it, and
 * queues each. The body is the Standard Webhooks shape `{ type, timestamp, data }`, fixed here so
 * every retry and replay sends (and signs) the same bytes. A queue failure leaves the delivery
 * `pending`, visible in the log and replayable; it is not retried here.
 */
export class PublishWebhookEvent implements WebhookEvents {
  constructor(
    private readonly deps: { webhooks: WebhookRepository; queue: JobQueue; ids: Ids; clock: Clock },
  ) {}

  async publish(event: WebhookEvent): Promise<void> {
    const endpoints = await this.deps.webhooks.listSubscribed(event.organisationId, event.type);
    if (endpoints.length === 0) return;
    const now = this.deps.clock.now();
    const payload = { type: event.type, timestamp: now.toISOString(), data: event.data };
    for (const endpoint of endpoints) {
      const delivery = await this.deps.webhooks.addDelivery({
        id: this.deps.ids.newId(),
        endpointId: endpoint.id,
        organisationId: event.organisationId,
        eventType: event.type,
        payload,
        status: 'pending',
        attempts: 0,
        responseStatus: null,
        responseTimeMs: null,
        lastError: null,
        createdAt: now,
        lastAttemptAt: null,
        deliveredAt: null,
      });
      await this.deps.queue.enqueue(
        'webhook',
        { deliveryId: delivery.id },
        { singletonKey: webhookKey(delivery.id) },
      );
    }
  }
}

/**
 * Announces an event without ever failing the caller: the action it reports already happened,
 * and a lost announcement shows as a missing delivery rather than as a failed interview.
 */
export async function announce(events: WebhookEvents | undefined, event: WebhookEvent): Promise<void> {
  try {
    await events?.publish(event);
  } catch {
    // deliberately swallowed: see above (the adapter's publisher logs its own failures)
  }
}
