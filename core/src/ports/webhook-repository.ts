import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookDeliveryUpdate,
  WebhookEndpoint,
  WebhookEndpointUpdate,
  WebhookEventType,
} from '../domain/webhook.js';

/** Which deliveries a listing returns (newest first). */
export interface WebhookDeliveryFilter {
  /** One organisation's; all organisations' when absent (the operator's CLI). */
  organisationId?: string;
  endpointId?: string;
  statuses?: readonly WebhookDeliveryStatus[];
  /** Only those created strictly before this instant. */
  createdBefore?: Date;
  limit: number;
}

/** Stored webhook endpoints and their deliveries. */
export interface WebhookRepository {
  addEndpoint(endpoint: WebhookEndpoint): Promise<WebhookEndpoint>;
  findEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** An organisation's endpoints, oldest first. */
  listEndpoints(organisationId: string): Promise<WebhookEndpoint[]>;
  /** The organisation's enabled endpoints subscribed to `eventType`, oldest first. */
  listSubscribed(organisationId: string, eventType: WebhookEventType): Promise<WebhookEndpoint[]>;
  updateEndpoint(id: string, update: WebhookEndpointUpdate): Promise<WebhookEndpoint | null>;
  /** Removes an endpoint with its deliveries; false when there was none. */
  removeEndpoint(id: string): Promise<boolean>;

  addDelivery(delivery: WebhookDelivery): Promise<WebhookDelivery>;
  findDelivery(id: string): Promise<WebhookDelivery | null>;
  updateDelivery(id: string, update: WebhookDeliveryUpdate): Promise<WebhookDelivery | null>;
  listDeliveries(filter: WebhookDeliveryFilter): Promise<WebhookDelivery[]>;
}
