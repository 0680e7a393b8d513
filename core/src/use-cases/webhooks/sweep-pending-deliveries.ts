import type { Clock } from '../../ports/clock.js';
import { webhookKey, type JobQueue } from '../../ports/job-queue.js';
import type { WebhookRepository } from '../../ports/webhook-repository.js';

/** A delivery still pending this long after it was stored has most likely lost its job. */
export const PENDING_DELIVERY_GRACE_MS = 60_000;
/** Deliveries queued again per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Queues again deliveries left `pending` (stored while the queue could not take their job, e.g.
 * during a database restart), so an event is not lost until someone replays it. A delivery whose
 * job is still waiting absorbs the duplicate (singleton key). Run with the workers' other sweeps.
 */
export class SweepPendingWebhookDeliveries {
  constructor(private readonly deps: { webhooks: WebhookRepository; queue: JobQueue; clock: Clock }) {}

  /** Resolves with the number of deliveries queued again. */
  async execute(): Promise<number> {
    const pending = await this.deps.webhooks.listDeliveries({
      statuses: ['pending'],
      createdBefore: new Date(this.deps.clock.now().getTime() - PENDING_DELIVERY_GRACE_MS),
      limit: SWEEP_BATCH,
    });
    for (const delivery of pending) {
      await this.deps.queue.enqueue(
        'webhook',
        { deliveryId: delivery.id },
        { singletonKey: webhookKey(delivery.id) },
      );
    }
    return pending.length;
  }
}
