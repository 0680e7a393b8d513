import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonObject } from '@sauti/core/domain/json';
import type { WebhookDeliveryStatus, WebhookEventType } from '@sauti/core/domain/webhook';
import { OrganisationSchema } from './organisation.entity.js';

/** `webhook_endpoints`: an organisation's receivers of events (docs/behaviour/platform.md, "Webhooks"). */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.text().primary(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade').index(),
    url: p.text(),
    description: p.text(),
    events: p.json<WebhookEventType[]>(),
    secret: p.text(),
    previousSecret: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    enabled: p.boolean(),
    failingSince: p.datetime().nullable(),
    disabledReason: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type WebhookEndpointRow = InferEntity<typeof WebhookEndpointSchema>;

/** `webhook_deliveries`: one event for one endpoint, with the log of its attempts. */
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.text().primary(),
    endpoint: () => p.manyToOne(WebhookEndpointSchema).mapToPk().deleteRule('cascade').index(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    eventType: p.text().$type<WebhookEventType>(),
    payload: p.json<JsonObject>(),
    status: p.text().$type<WebhookDeliveryStatus>(),
    attempts: p.integer(),
    responseStatus: p.integer().nullable(),
    responseTimeMs: p.integer().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    lastAttemptAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['organisation', 'createdAt'] }],
});
export type WebhookDeliveryRow = InferEntity<typeof WebhookDeliverySchema>;
