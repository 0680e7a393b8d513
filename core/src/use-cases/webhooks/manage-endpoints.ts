import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
  type WebhookSecretView,
  type WebhookSettingsPage,
} from '../../contract/webhooks.js';
import { DomainError } from '../../domain/errors.js';
import { destinationRefusal } from '../../rules/webhook-destination.js';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_GRACE_MS,
  type WebhookEndpoint,
  type WebhookEndpointUpdate,
} from '../../domain/webhook.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { WebhookRepository } from '../../ports/webhook-repository.js';
import type { WebhookSender } from '../../ports/webhook-sender.js';
import { refuseWhileImpersonating, type Actor } from '../accounts/tenancy.js';
import { presentEndpoint } from './present-webhooks.js';

/** The organisation an actor manages webhooks for; a legacy account without one has none. */
export function organisationOf(actor: Actor): string {
  if (actor.organisationId === null) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
  return actor.organisationId;
}

/**
 * An organisation's webhook endpoints (docs/behaviour/platform.md, "Webhooks"): any member lists,
 * adds, changes, turns off, removes them and reveals their secret. Another organisation's
 * endpoint is NOT_FOUND, like a missing one.
 */
export class ManageWebhookEndpoints {
  constructor(
    private readonly deps: {
      webhooks: WebhookRepository;
      sender: WebhookSender;
      ids: Ids;
      clock: Clock;
      /** [WEBHOOK_ALLOW_PRIVATE_NETWORKS]: what the sender will reach, so a save refuses what it never could. */
      allowPrivateNetworks: boolean;
    },
  ) {}

  /**
   * Refuses an address the sender would never send to (a loopback, private, reserved … address
   * literal, or localhost), naming the operator's setting when it could allow it, instead of
   * accepting it and failing every delivery (docs/behaviour/platform.md §16).
   */
  private checkDestination(url: string): void {
    const host = this.deps.sender.hostOf(url);
    const refusal = host === null ? null : destinationRefusal(host, this.deps);
    if (refusal)
      throw new DomainError('VALIDATION_FAILED', refusal, { issues: [{ path: 'url', message: refusal }] });
  }

  async list(actor: Actor): Promise<WebhookSettingsPage> {
    const endpoints = await this.deps.webhooks.listEndpoints(organisationOf(actor));
    return { endpoints: endpoints.map(presentEndpoint), events: WEBHOOK_EVENT_TYPES };
  }

  /**
   * Adds an endpoint with a new secret, answered once here (and later through `secret`).
   * Errors: FORBIDDEN while impersonating, CONFLICT past WEBHOOK_ENDPOINTS_MAX.
   */
  async create(actor: Actor, request: CreateWebhookEndpointRequest): Promise<WebhookEndpointCreated> {
    const organisationId = organisationOf(actor);
    refuseWhileImpersonating(actor);
    this.checkDestination(request.url);
    const existing = await this.deps.webhooks.listEndpoints(organisationId);
    if (existing.length >= WEBHOOK_ENDPOINTS_MAX) {
      throw new DomainError(
        'CONFLICT',
        `An organisation can have at most ${WEBHOOK_ENDPOINTS_MAX} endpoints`,
      );
    }
    const now = this.deps.clock.now();
    const endpoint = await this.deps.webhooks.addEndpoint({
      id: this.deps.ids.newId(),
      organisationId,
      url: request.url,
      description: request.description,
      events: request.events,
      secret: this.deps.sender.newSecret(),
      enabled: request.enabled,
      failingSince: null,
      disabledReason: null,
      previousSecret: null,
      previousSecretExpiresAt: null,
      createdAt: now,
      updatedAt: now,
    });
    return { ...presentEndpoint(endpoint), secret: endpoint.secret };
  }

  /**
   * Changes an endpoint; turning it on again forgets its failures (a fresh start). Errors:
   * NOT_FOUND, FORBIDDEN for a new address while impersonating (events would go on to it).
   */
  async update(
    actor: Actor,
    id: string,
    request: UpdateWebhookEndpointRequest,
  ): Promise<WebhookEndpointView> {
    const endpoint = await this.owned(actor, id);
    if (request.url !== undefined && request.url !== endpoint.url) refuseWhileImpersonating(actor);
    const update: WebhookEndpointUpdate = { updatedAt: this.deps.clock.now() };
    if (request.url !== undefined) {
      this.checkDestination(request.url);
      update.url = request.url;
    }
    if (request.description !== undefined) update.description = request.description;
    if (request.events !== undefined) update.events = request.events;
    if (request.enabled !== undefined) {
      update.enabled = request.enabled;
      if (request.enabled && !endpoint.enabled) {
        update.failingSince = null;
        update.disabledReason = null;
      }
    }
    const updated = await this.deps.webhooks.updateEndpoint(endpoint.id, update);
    if (!updated) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    return presentEndpoint(updated);
  }

  /** Removes an endpoint and its delivery log. */
  async remove(actor: Actor, id: string): Promise<void> {
    const endpoint = await this.owned(actor, id);
    await this.deps.webhooks.removeEndpoint(endpoint.id);
  }

  /** The signing secret, for a member setting up the receiver. Errors: NOT_FOUND, FORBIDDEN while impersonating. */
  async secret(actor: Actor, id: string): Promise<WebhookSecretView> {
    const endpoint = await this.owned(actor, id);
    refuseWhileImpersonating(actor);
    return { secret: endpoint.secret };
  }

  /**
   * Replaces the signing secret, answered once. The old one keeps signing deliveries for
   * WEBHOOK_SECRET_GRACE_MS so the receiver can switch without losing any.
   */
  async rotateSecret(actor: Actor, id: string): Promise<WebhookSecretView> {
    const endpoint = await this.owned(actor, id);
    refuseWhileImpersonating(actor);
    const now = this.deps.clock.now();
    const updated = await this.deps.webhooks.updateEndpoint(endpoint.id, {
      secret: this.deps.sender.newSecret(),
      previousSecret: endpoint.secret,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_GRACE_MS),
      updatedAt: now,
    });
    if (!updated) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    return { secret: updated.secret };
  }

  private async owned(actor: Actor, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.deps.webhooks.findEndpoint(id);
    if (!endpoint || endpoint.organisationId !== organisationOf(actor)) {
      throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    }
    return endpoint;
  }
}
