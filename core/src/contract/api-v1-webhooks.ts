/**
 * Webhook endpoints and their deliveries on /api/v1 (docs/behaviour/platform.md §15 and §16):
 * the bodies are the Integrations screen's own (contract/webhooks.ts), checked by the same rules;
 * the answers are the API's snake_case views, each with an id, a description and an example for
 * the generated OpenAPI document.
 */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus } from '../domain/webhook.js';
import { v1PageQuerySchema } from './api-v1.js';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveriesQuerySchema,
  webhookIdParam,
} from './webhooks.js';

const DELIVERY_STATUSES = [
  'pending',
  'retrying',
  'delivered',
  'failed',
] as const satisfies readonly WebhookDeliveryStatus[];

const EXAMPLE_ENDPOINT_ID = '3b9e2f4a-6c1d-4e8b-9a7f-2d5c8e1b4a60';
const EXAMPLE_DELIVERY_ID = '7c2a9d1e-4b3f-4a6c-8e5d-1f0b2a3c4d5e';
const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export const v1WebhookEndpointParamsSchema = z.object({
  endpointId: webhookIdParam.meta({ description: 'The endpoint’s id.', example: EXAMPLE_ENDPOINT_ID }),
});
export const v1WebhookDeliveryParamsSchema = z.object({
  deliveryId: webhookIdParam.meta({ description: 'The delivery’s id.', example: EXAMPLE_DELIVERY_ID }),
});

/** Body of POST /api/v1/webhooks: the screen's form, its rules and messages. */
export const v1CreateWebhookSchema = createWebhookEndpointSchema.meta({
  id: 'WebhookEndpointRequest',
  description:
    'An https address Sauti may reach (not a private, loopback or reserved address), the events it wants, a description (up to 200 characters) and on/off.',
  example: {
    url: 'https://ats.example.com/hooks/sauti',
    events: ['evaluation.completed'],
    description: 'ATS',
  },
});

/** Body of PATCH /api/v1/webhooks/{endpointId}: any of the fields, by the screen's rules. */
export const v1UpdateWebhookSchema = updateWebhookEndpointSchema.meta({
  id: 'WebhookEndpointUpdate',
  description:
    'Any of url, events, description and enabled. Turning an endpoint on again forgets its failures.',
  example: { enabled: true, events: ['evaluation.completed', 'hiring_outcome.changed'] },
});

/**
 * GET /api/v1/webhooks/{endpointId}/deliveries?failed=&limit=&cursor= (newest first, 1-200,
 * default 50; `cursor` is the previous page's next_cursor, as on every list).
 */
export const v1WebhookDeliveriesQuerySchema = webhookDeliveriesQuerySchema
  .omit({ endpointId: true })
  .extend({ cursor: v1PageQuerySchema.shape.cursor });

const endpointShape = {
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  disabled_reason: z
    .string()
    .nullable()
    .meta({ description: 'Why Sauti turned the endpoint off after failing for days, or null.' }),
  failing_since: z.string().nullable(),
  created_at: z.string(),
};
const endpointExample = {
  id: EXAMPLE_ENDPOINT_ID,
  url: 'https://ats.example.com/hooks/sauti',
  description: 'ATS',
  events: ['evaluation.completed' as const],
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  created_at: '2026-11-02T09:30:00.000Z',
};

const nextCursor = z
  .string()
  .nullable()
  .meta({ description: 'Pass as ?cursor= for the next page; null on the last.' });

export const v1WebhookEndpointListSchema = z
  .object({ data: z.array(z.object(endpointShape)), next_cursor: nextCursor })
  .meta({
    id: 'WebhookEndpointList',
    description: 'A page of the organisation’s endpoints (at most 20 in all), newest first; never a secret.',
    example: { data: [endpointExample], next_cursor: null },
  });

export const v1WebhookEndpointSchema = z.object(endpointShape).meta({
  id: 'WebhookEndpoint',
  description: 'One endpoint; never its secret.',
  example: endpointExample,
});

export const v1WebhookEndpointCreatedSchema = z
  .object({
    ...endpointShape,
    secret: z.string().meta({ description: 'The signing secret, answered only here and on rotation.' }),
  })
  .meta({
    id: 'WebhookEndpointCreated',
    description: 'The new endpoint with its signing secret (Standard Webhooks, whsec_…).',
    example: { ...endpointExample, secret: EXAMPLE_SECRET },
  });

export const v1WebhookSecretSchema = z.object({ secret: z.string() }).meta({
  id: 'WebhookSecret',
  description: 'The new signing secret; the previous one keeps signing for 24 hours.',
  example: { secret: EXAMPLE_SECRET },
});

const deliveryShape = {
  id: z.string(),
  endpoint_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_time_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
};
const deliveryExample = {
  id: EXAMPLE_DELIVERY_ID,
  endpoint_id: EXAMPLE_ENDPOINT_ID,
  event_type: 'evaluation.completed' as const,
  status: 'delivered' as const,
  attempts: 1,
  response_status: 204,
  response_time_ms: 83,
  last_error: null,
  created_at: '2026-11-02T10:00:00.000Z',
  last_attempt_at: '2026-11-02T10:00:01.000Z',
  delivered_at: '2026-11-02T10:00:01.000Z',
};

export const v1WebhookDeliverySchema = z.object(deliveryShape).meta({
  id: 'WebhookDelivery',
  description: 'One delivery of an event to an endpoint, with its last attempt.',
  example: deliveryExample,
});

export const v1WebhookDeliveryListSchema = z
  .object({ data: z.array(z.object(deliveryShape)), next_cursor: nextCursor })
  .meta({
    id: 'WebhookDeliveryList',
    description: 'A page of the endpoint’s deliveries, newest first.',
    example: { data: [deliveryExample], next_cursor: null },
  });

export type V1WebhookEndpoint = z.infer<z.ZodObject<typeof endpointShape>>;
export type V1WebhookDelivery = z.infer<typeof v1WebhookDeliverySchema>;

export const V1_WEBHOOK_SCHEMAS = [
  v1CreateWebhookSchema,
  v1UpdateWebhookSchema,
  v1WebhookEndpointListSchema,
  v1WebhookEndpointSchema,
  v1WebhookEndpointCreatedSchema,
  v1WebhookSecretSchema,
  v1WebhookDeliverySchema,
  v1WebhookDeliveryListSchema,
] as const;
