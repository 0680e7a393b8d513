import type { JsonObject } from './json.js';

/**
 * The events an organisation can subscribe a webhook endpoint to (docs/behaviour/platform.md,
 * "Webhooks"). Adding an event is one line here: the
 * contract, the settings screen and the storage all read this list.
 */
export const WEBHOOK_EVENT_TYPES = [
  'interview.completed',
  'evaluation.completed',
  'hiring_outcome.changed',
  'candidate.deleted',
  'invitation.created',
  'invitation.opened',
  'invitation.revoked',
] as const;

/** One event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A receiver of an organisation's events. */
export interface WebhookEndpoint {
  id: string;
  organisationId: string;
  url: string;
  /** What the endpoint is for, as its owner named it ('' when unnamed). */
  description: string;
  events: WebhookEventType[];
  /** The signing secret, Standard Webhooks format (`whsec_` + base64 of random bytes). */
  secret: string;
  /** The secret replaced by the last rotation, still signing deliveries until `previousSecretExpiresAt`; null when none. */
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  enabled: boolean;
  /** Start of the current run of failed attempts; null after a success (or none yet). */
  failingSince: Date | null;
  /** Why it was turned off by Sauti (continuous failures); null when enabled or turned off by a member. */
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields a member may change (the secret ones only through a rotation). */
export type WebhookEndpointUpdate = Partial<
  Pick<
    WebhookEndpoint,
    | 'url'
    | 'description'
    | 'events'
    | 'enabled'
    | 'failingSince'
    | 'disabledReason'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretExpiresAt'
  >
> & { updatedAt: Date };

/**
 * How long the replaced secret keeps signing deliveries after a rotation. 24 hours lets a
 * receiver's owner deploy the new secret within a working day (across time zones and a change
 * window) without a delivery failing verification, while bounding how long a leaked secret
 * stays useful to a forger.
 */
export const WEBHOOK_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The secrets a delivery made at `now` is signed with: the current one, plus the previous one
 * while its grace period runs (strictly before its expiry). Standard Webhooks receivers accept
 * a `webhook-signature` header carrying several space-separated signatures.
 */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): [string, ...string[]] {
  const previous = endpoint.previousSecret;
  const expiresAt = endpoint.previousSecretExpiresAt;
  if (!previous || !expiresAt || now.getTime() >= expiresAt.getTime()) return [endpoint.secret];
  return [endpoint.secret, previous];
}

/**
 * Where a delivery is: waiting for its first attempt, failed and waiting for a retry, delivered
 * (a 2xx answer), or failed for good (retries exhausted or the endpoint turned off).
 */
export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/** One event sent (or to be sent) to one endpoint, with the log of its attempts. */
export interface WebhookDelivery {
  /** Also the `webhook-id` header: the same across retries and replays, so receivers can de-duplicate. */
  id: string;
  endpointId: string;
  organisationId: string;
  eventType: WebhookEventType;
  /** The signed body: `{ type, timestamp, data }`. */
  payload: JsonObject;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last attempt, null when none came back (refused, timeout, no attempt). */
  responseStatus: number | null;
  responseTimeMs: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

/** The fields an attempt or a replay changes. */
export type WebhookDeliveryUpdate = Partial<
  Pick<
    WebhookDelivery,
    | 'status'
    | 'attempts'
    | 'responseStatus'
    | 'responseTimeMs'
    | 'lastError'
    | 'lastAttemptAt'
    | 'deliveredAt'
  >
>;
