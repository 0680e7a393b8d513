import type { JsonObject } from '../domain/json.js';
import type { WebhookEventType } from '../domain/webhook.js';

/** Something that happened in an organisation that its webhook endpoints may want to hear about. */
export interface WebhookEvent {
  type: WebhookEventType;
  organisationId: string;
  /** Ids and a summary only: never a CV, a recording, a transcript or a candidate's contact details. */
  data: JsonObject;
}

/**
 * Where use cases announce events. Publishing stores one delivery per subscribed, enabled
 * endpoint and queues it; it never fails the caller's action (errors are swallowed and logged
 * by the implementation), since the action already happened.
 */
export interface WebhookEvents {
  publish(event: WebhookEvent): Promise<void>;
}
