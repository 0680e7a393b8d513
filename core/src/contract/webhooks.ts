/**
 * The webhooks calls of an organisation (docs/behaviour/platform.md, "Webhooks"): its endpoints
 * and their deliveries, shared by the routes, the use cases, the settings screen and the CLI.
 */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '../domain/webhook.js';

export const WEBHOOK_MESSAGES = {
  url: 'Enter the full address of your endpoint, starting with https:// (or http://)',
  urlCredentials: 'Put no user name or password in the address; verify our signature instead',
  events: 'Choose at least one event',
  unknownEvent: 'Unknown event',
  description: 'Keep the description under 200 characters',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;

/** The longest endpoint address accepted (browsers and proxies handle this much). */
export const WEBHOOK_URL_MAX = 2000;
/** Endpoints one organisation may have: enough for every tool of an HR stack, not a flood. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** The authority (host and port) of an http(s) address, or null when it is not one. */
function authorityOf(text: string): string | null {
  const match = /^https?:\/\/([^/?#]*)/i.exec(text);
  // eslint-disable-next-line no-control-regex
  if (!match || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  return match[1] ?? null;
}

/** True when an authority is `host` or `host:port` (an IPv6 literal in brackets allowed). */
function validAuthority(authority: string): boolean {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]@]+)(?::(\d{1,5}))?$/.exec(authority);
  return match !== null && (match[2] === undefined || Number(match[2]) <= 65_535);
}

/** An absolute http(s) address without credentials; where it points is checked at send time. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.url })
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.url })
  .refine((text) => !(authorityOf(text)?.includes('@') ?? false), { error: WEBHOOK_MESSAGES.urlCredentials })
  .refine(
    (text) => {
      const authority = authorityOf(text);
      return authority !== null && (authority.includes('@') || validAuthority(authority));
    },
    { error: WEBHOOK_MESSAGES.url },
  );

const eventSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.unknownEvent });

const eventsSchema = z
  .array(eventSchema, { error: WEBHOOK_MESSAGES.events })
  .min(1, { error: WEBHOOK_MESSAGES.events })
  .max(WEBHOOK_EVENT_TYPES.length * 2, { error: WEBHOOK_MESSAGES.events })
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

const descriptionSchema = z
  .string({ error: WEBHOOK_MESSAGES.description })
  .trim()
  .max(200, { error: WEBHOOK_MESSAGES.description })
  .refine((text) => !text.includes('\0'), { error: WEBHOOK_MESSAGES.description });

/** POST /api/organisation/webhooks. */
export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  description: descriptionSchema.default(''),
  events: eventsSchema,
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;
export type CreateWebhookEndpointRequest = z.output<typeof createWebhookEndpointSchema>;

/** PATCH /api/organisation/webhooks/{id}: any of the fields. */
export const updateWebhookEndpointSchema = z.object({
  url: webhookUrlSchema.optional(),
  description: descriptionSchema.optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;
export type UpdateWebhookEndpointRequest = z.output<typeof updateWebhookEndpointSchema>;

/** An endpoint or delivery id in a path; anything else is "not found". */
export const webhookIdParam = z.string().uuid();

/** GET /api/organisation/webhook-deliveries?failed=true&endpointId=…&limit=… */
export const webhookDeliveriesQuerySchema = z.object({
  failed: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  endpointId: webhookIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

/** Statuses a "failed" listing shows: failed for good, or failed and waiting for a retry. */
export const FAILED_DELIVERY_STATUSES: readonly WebhookDeliveryStatus[] = ['retrying', 'failed'];

/** An endpoint as members see it (the secret only through its own call). */
export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Set when Sauti turned the endpoint off after failing for too long. */
  disabledReason: string | null;
  failingSince: string | null;
  createdAt: string;
}

/** POST answer: the endpoint with its secret, shown at once so it can be copied. */
export interface WebhookEndpointCreated extends WebhookEndpointView {
  secret: string;
}

/** GET /api/organisation/webhooks/{id}/secret, and POST …/{id}/rotate-secret (the new one). */
export interface WebhookSecretView {
  secret: string;
}

/** GET /api/organisation/webhooks. */
export interface WebhookSettingsPage {
  endpoints: WebhookEndpointView[];
  /** Every event that can be subscribed to. */
  events: readonly WebhookEventType[];
}

/** One delivery in the log. */
export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  endpointUrl: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseTimeMs: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}

/** GET /api/organisation/webhook-deliveries. */
export interface WebhookDeliveriesPage {
  deliveries: WebhookDeliveryView[];
}
