import { DomainError } from '../../domain/errors.js';
import { signingSecrets, type WebhookEndpoint } from '../../domain/webhook.js';
import type { Clock } from '../../ports/clock.js';
import type { Mailer } from '../../ports/mailer.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WebhookRepository } from '../../ports/webhook-repository.js';
import type { WebhookSender } from '../../ports/webhook-sender.js';
import { linkMail } from '../accounts/link-mail.js';

/** Default time an endpoint may fail without a single success before Sauti turns it off. */
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** What one attempt came to. */
export type DeliverWebhookOutcome =
  'delivered' | 'already-delivered' | 'failed' | 'endpoint-disabled' | 'delivery-missing';

/** One run's request. */
export interface DeliverWebhookRequest {
  deliveryId: string;
  /** The queue's last attempt: a failure then is final instead of thrown for a retry. */
  lastAttempt: boolean;
}

/**
 * Sends one delivery and logs the attempt (status, attempts, response code and time, error). A
 * failed attempt throws so the queue retries it with backoff, except on the last attempt. An
 * endpoint that has answered nothing but failures for `disableAfterMs` is turned off and every
 * member of its organisation is mailed (docs/behaviour/platform.md, "Webhooks").
 */
export class DeliverWebhook {
  constructor(
    private readonly deps: {
      webhooks: WebhookRepository;
      sender: WebhookSender;
      users: UserRepository;
      mailer: Mailer;
      clock: Clock;
      disableAfterMs: number;
      /** The webhooks settings page, linked from the mail. */
      settingsUrl: string;
    },
  ) {}

  async execute(request: DeliverWebhookRequest): Promise<DeliverWebhookOutcome> {
    const { webhooks } = this.deps;
    const delivery = await webhooks.findDelivery(request.deliveryId);
    if (!delivery) return 'delivery-missing';
    if (delivery.status === 'delivered') return 'already-delivered';
    const endpoint = await webhooks.findEndpoint(delivery.endpointId);
    if (!endpoint || !endpoint.enabled) {
      await webhooks.updateDelivery(delivery.id, {
        status: 'failed',
        lastError: endpoint ? 'The endpoint is turned off' : 'The endpoint was removed',
      });
      return 'endpoint-disabled';
    }
    const startedAt = this.deps.clock.now();
    const attempt = await this.deps.sender.send({
      url: endpoint.url,
      messageId: delivery.id,
      timestamp: startedAt,
      body: JSON.stringify(delivery.payload),
      secrets: signingSecrets(endpoint, startedAt),
    });
    const logged = {
      attempts: delivery.attempts + 1,
      lastAttemptAt: startedAt,
      responseStatus: attempt.status,
      responseTimeMs: attempt.durationMs,
      lastError: attempt.error,
    };
    if (attempt.ok) {
      await webhooks.updateDelivery(delivery.id, { ...logged, status: 'delivered', deliveredAt: startedAt });
      if (endpoint.failingSince) {
        await webhooks.updateEndpoint(endpoint.id, { failingSince: null, updatedAt: startedAt });
      }
      return 'delivered';
    }
    const failingSince = endpoint.failingSince ?? startedAt;
    if (startedAt.getTime() - failingSince.getTime() >= this.deps.disableAfterMs) {
      await webhooks.updateDelivery(delivery.id, { ...logged, status: 'failed' });
      await this.disable(endpoint, failingSince, startedAt);
      return 'endpoint-disabled';
    }
    if (!endpoint.failingSince)
      await webhooks.updateEndpoint(endpoint.id, { failingSince, updatedAt: startedAt });
    await webhooks.updateDelivery(delivery.id, {
      ...logged,
      status: request.lastAttempt ? 'failed' : 'retrying',
    });
    if (request.lastAttempt) return 'failed';
    throw new DomainError(
      'UNAVAILABLE',
      `webhook delivery ${delivery.id} failed: ${attempt.error ?? 'unknown error'}`,
    );
  }

  private async disable(endpoint: WebhookEndpoint, failingSince: Date, now: Date): Promise<void> {
    const reason = `Turned off by Sauti on ${now.toISOString().slice(0, 10)}: every delivery failed since ${failingSince.toISOString()}`;
    await this.deps.webhooks.updateEndpoint(endpoint.id, {
      enabled: false,
      disabledReason: reason,
      updatedAt: now,
    });
    const members = await this.deps.users.listByOrganisation(endpoint.organisationId);
    for (const member of members) {
      await this.deps.mailer
        .send(disabledMail(member, endpoint, failingSince, this.deps.settingsUrl))
        .catch(() => undefined); // one bad address must not keep the others uninformed
    }
  }
}

function disabledMail(
  member: { email: string; firstName: string | null },
  endpoint: WebhookEndpoint,
  since: Date,
  settingsUrl: string,
) {
  return linkMail({
    to: member.email,
    greetingName: member.firstName,
    subject: 'A webhook endpoint was turned off',
    paragraphs: [
      `Sauti turned off one of your organisation's webhook endpoints because every delivery to it has failed since ${since.toUTCString()}: ${endpoint.url}`,
      'No more events are sent to it. Once the receiver works again, turn the endpoint back on and replay the failed deliveries.',
    ],
    link: { href: settingsUrl, label: 'Open the webhooks settings' },
  });
}
