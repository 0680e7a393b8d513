import type {
  WebhookDelivery,
  WebhookDeliveryUpdate,
  WebhookEndpoint,
  WebhookEndpointUpdate,
  WebhookEventType,
} from '../domain/webhook.js';
import type { WebhookDeliveryFilter, WebhookRepository } from '../ports/webhook-repository.js';

/** A deep copy, so callers never share the stored rows (dates kept as dates). */
function copy(delivery: WebhookDelivery): WebhookDelivery {
  return { ...delivery, payload: JSON.parse(JSON.stringify(delivery.payload)) };
}

const newestFirst = (a: WebhookDelivery, b: WebhookDelivery) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

/** WebhookRepository in memory. */
export class InMemoryWebhookRepository implements WebhookRepository {
  readonly endpoints = new Map<string, WebhookEndpoint>();
  readonly deliveries = new Map<string, WebhookDelivery>();

  async addEndpoint(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    this.endpoints.set(endpoint.id, { ...endpoint, events: [...endpoint.events] });
    return { ...endpoint, events: [...endpoint.events] };
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    const found = this.endpoints.get(id);
    return found ? { ...found, events: [...found.events] } : null;
  }

  async listEndpoints(organisationId: string): Promise<WebhookEndpoint[]> {
    return [...this.endpoints.values()]
      .filter((e) => e.organisationId === organisationId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((e) => ({ ...e, events: [...e.events] }));
  }

  async listSubscribed(organisationId: string, eventType: WebhookEventType): Promise<WebhookEndpoint[]> {
    return (await this.listEndpoints(organisationId)).filter(
      (e) => e.enabled && e.events.includes(eventType),
    );
  }

  async updateEndpoint(id: string, update: WebhookEndpointUpdate): Promise<WebhookEndpoint | null> {
    const found = this.endpoints.get(id);
    if (!found) return null;
    const defined = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
    this.endpoints.set(id, { ...found, ...defined });
    return this.findEndpoint(id);
  }

  async removeEndpoint(id: string): Promise<boolean> {
    for (const [key, d] of this.deliveries) if (d.endpointId === id) this.deliveries.delete(key);
    return this.endpoints.delete(id);
  }

  async addDelivery(delivery: WebhookDelivery): Promise<WebhookDelivery> {
    this.deliveries.set(delivery.id, copy(delivery));
    return copy(delivery);
  }

  async findDelivery(id: string): Promise<WebhookDelivery | null> {
    const found = this.deliveries.get(id);
    return found ? copy(found) : null;
  }

  async updateDelivery(id: string, update: WebhookDeliveryUpdate): Promise<WebhookDelivery | null> {
    const found = this.deliveries.get(id);
    if (!found) return null;
    const defined = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
    this.deliveries.set(id, { ...found, ...defined });
    return this.findDelivery(id);
  }

  async listDeliveries(filter: WebhookDeliveryFilter): Promise<WebhookDelivery[]> {
    return [...this.deliveries.values()]
      .filter((d) => !filter.organisationId || d.organisationId === filter.organisationId)
      .filter((d) => !filter.endpointId || d.endpointId === filter.endpointId)
      .filter((d) => !filter.statuses || filter.statuses.includes(d.status))
      .filter((d) => !filter.createdBefore || d.createdAt.getTime() < filter.createdBefore.getTime())
      .sort(newestFirst)
      .slice(0, filter.limit)
      .map((d) => copy(d));
  }
}
