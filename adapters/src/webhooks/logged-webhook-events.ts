import type { WebhookEvent, WebhookEvents } from '@sauti/core/ports/webhook-events';
import type { Logger } from '../system/logger.js';

/**
 * The publisher as use cases get it: a failure (database or queue down) is logged and swallowed,
 * since the action the event reports has already happened and must not be reported as failed.
 */
export class LoggedWebhookEvents implements WebhookEvents {
  constructor(
    private readonly inner: WebhookEvents,
    private readonly logger: Logger,
  ) {}

  async publish(event: WebhookEvent): Promise<void> {
    try {
      await this.inner.publish(event);
    } catch (error) {
      this.logger.error(`webhooks: could not queue the ${event.type} event`, error);
    }
  }
}
