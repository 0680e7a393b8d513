import type { WebhookEvents } from '@sauti/core/ports/webhook-events';
import type { WebhookSender } from '@sauti/core/ports/webhook-sender';
import {
  DeliverWebhook,
  ManageWebhookEndpoints,
  PublishWebhookEvent,
  SweepPendingWebhookDeliveries,
  WebhookDeliveries,
} from '@sauti/core/use-cases/webhooks/index';
import type { Config } from '../config/config.js';
import type { Logger } from '../system/logger.js';
import { DEFAULT_WEBHOOK_SENDER_SETTINGS, HttpWebhookSender } from '../webhooks/http-webhook-sender.js';
import { LoggedWebhookEvents } from '../webhooks/logged-webhook-events.js';
import { bindings, type Get } from './bindings.js';
import { MAIL } from './mail-module.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the webhooks (docs/behaviour/platform.md, "Webhooks"). */
export const WEBHOOKS = {
  Sender: token<WebhookSender>('WebhookSender'),
  /** What use cases announce events to (never fails the caller). */
  Events: token<WebhookEvents>('WebhookEvents'),
  Manage: token<ManageWebhookEndpoints>('ManageWebhookEndpoints'),
  Deliveries: token<WebhookDeliveries>('WebhookDeliveries'),
  Deliver: token<DeliverWebhook>('DeliverWebhook'),
  Sweep: token<SweepPendingWebhookDeliveries>('SweepPendingWebhookDeliveries'),
};

/** Where the webhooks settings live in the web app (linked from the "endpoint turned off" mail). */
export const WEBHOOK_SETTINGS_PATH = '/integrations#webhooks';

/** Webhook endpoints, publishing, signed delivery through the queue, and the delivery log. */
export function webhooksModule(config: Config, logger: Logger): PortModule {
  const sender = new HttpWebhookSender(
    {
      ...DEFAULT_WEBHOOK_SENDER_SETTINGS,
      allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
      timeoutMs: config.webhooks.timeoutMs,
    },
    undefined,
    // Members read a general reason; the address and the resolver's answer are for the operator.
    (detail) => logger.warn(detail),
  );
  return {
    module: bindings(({ make, value }) => {
      value(WEBHOOKS.Sender, sender);
      const store = (get: Get) => get(STORAGE.Repositories).webhooks;
      make(
        WEBHOOKS.Events,
        (get) =>
          new LoggedWebhookEvents(
            new PublishWebhookEvent({
              webhooks: store(get),
              queue: get(QUEUE.JobQueue),
              ids: get(TOKENS.Ids),
              clock: get(TOKENS.Clock),
            }),
            logger,
          ),
      );
      make(
        WEBHOOKS.Manage,
        (get) =>
          new ManageWebhookEndpoints({
            webhooks: store(get),
            sender,
            ids: get(TOKENS.Ids),
            clock: get(TOKENS.Clock),
            allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
          }),
      );
      make(
        WEBHOOKS.Deliveries,
        (get) => new WebhookDeliveries({ webhooks: store(get), queue: get(QUEUE.JobQueue) }),
      );
      make(
        WEBHOOKS.Sweep,
        (get) =>
          new SweepPendingWebhookDeliveries({
            webhooks: store(get),
            queue: get(QUEUE.JobQueue),
            clock: get(TOKENS.Clock),
          }),
      );
      make(
        WEBHOOKS.Deliver,
        (get) =>
          new DeliverWebhook({
            webhooks: store(get),
            sender,
            users: get(STORAGE.Repositories).users,
            mailer: get(MAIL.Mailer),
            clock: get(TOKENS.Clock),
            disableAfterMs: config.webhooks.disableAfterMs,
            settingsUrl: `${config.publicUrl}${WEBHOOK_SETTINGS_PATH}`,
          }),
      );
    }),
    ports: [
      {
        port: 'webhooks',
        adapter: `Standard Webhooks over HTTP(S), ${config.webhooks.allowPrivateNetworks ? 'private networks ALLOWED' : 'public addresses only'}`,
      },
    ],
  };
}
