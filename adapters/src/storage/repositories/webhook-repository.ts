import type {
  WebhookDelivery,
  WebhookDeliveryUpdate,
  WebhookEndpoint,
  WebhookEndpointUpdate,
  WebhookEventType,
} from '@sauti/core/domain/webhook';
import type { WebhookDeliveryFilter, WebhookRepository } from '@sauti/core/ports/webhook-repository';
import {
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../entities/webhook.entity.js';
import { OrmRepository } from './orm-repository.js';

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    organisationId: row.organisation,
    url: row.url,
    description: row.description,
    events: [...row.events],
    secret: row.secret,
    previousSecret: row.previousSecret ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt ?? null,
    enabled: row.enabled,
    failingSince: row.failingSince ?? null,
    disabledReason: row.disabledReason ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint,
    organisationId: row.organisation,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus ?? null,
    responseTimeMs: row.responseTimeMs ?? null,
    lastError: row.lastError ?? null,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt ?? null,
    deliveredAt: row.deliveredAt ?? null,
  };
}

/** Only the fields a caller named (undefined leaves a column alone). */
function defined<T extends object>(update: T): Partial<T> {
  return Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `WebhookRepository` on `webhook_endpoints` and `webhook_deliveries`. */
export class OrmWebhookRepository extends OrmRepository implements WebhookRepository {
  async addEndpoint(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    const { organisationId, ...rest } = endpoint;
    await this.em().insert(WebhookEndpointSchema, { ...rest, organisation: organisationId });
    return { ...endpoint, events: [...endpoint.events] };
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    const row = await this.em().findOne(WebhookEndpointSchema, { id });
    return row ? toEndpoint(row) : null;
  }

  async listEndpoints(organisationId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.em().find(
      WebhookEndpointSchema,
      { organisation: organisationId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(toEndpoint);
  }

  async listSubscribed(organisationId: string, eventType: WebhookEventType): Promise<WebhookEndpoint[]> {
    // An organisation has a handful of endpoints (WEBHOOK_ENDPOINTS_MAX): filter the events here.
    return (await this.listEndpoints(organisationId)).filter(
      (e) => e.enabled && e.events.includes(eventType),
    );
  }

  async updateEndpoint(id: string, update: WebhookEndpointUpdate): Promise<WebhookEndpoint | null> {
    const changed = await this.em().nativeUpdate(WebhookEndpointSchema, { id }, defined(update));
    return changed > 0 ? this.findEndpoint(id) : null;
  }

  async removeEndpoint(id: string): Promise<boolean> {
    const em = this.em();
    await em.nativeDelete(WebhookDeliverySchema, { endpoint: id });
    return (await em.nativeDelete(WebhookEndpointSchema, { id })) > 0;
  }

  async addDelivery(delivery: WebhookDelivery): Promise<WebhookDelivery> {
    const { organisationId, endpointId, ...rest } = delivery;
    await this.em().insert(WebhookDeliverySchema, {
      ...rest,
      organisation: organisationId,
      endpoint: endpointId,
    });
    return { ...delivery };
  }

  async findDelivery(id: string): Promise<WebhookDelivery | null> {
    const row = await this.em().findOne(WebhookDeliverySchema, { id });
    return row ? toDelivery(row) : null;
  }

  async updateDelivery(id: string, update: WebhookDeliveryUpdate): Promise<WebhookDelivery | null> {
    const changed = await this.em().nativeUpdate(WebhookDeliverySchema, { id }, defined(update));
    return changed > 0 ? this.findDelivery(id) : null;
  }

  async listDeliveries(filter: WebhookDeliveryFilter): Promise<WebhookDelivery[]> {
    const rows = await this.em().find(
      WebhookDeliverySchema,
      {
        ...(filter.organisationId ? { organisation: filter.organisationId } : {}),
        ...(filter.endpointId ? { endpoint: filter.endpointId } : {}),
        ...(filter.statuses ? { status: { $in: [...filter.statuses] } } : {}),
        ...(filter.createdBefore ? { createdAt: { $lt: filter.createdBefore } } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit },
    );
    return rows.map(toDelivery);
  }
}
