import { expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@sauti/core/domain/webhook';
import { anOrganisation, at, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';
import type { StoragePorts } from './targets.js';

async function givenEndpoint(repos: StoragePorts, overrides: Partial<WebhookEndpoint> = {}) {
  const organisation = await repos.organisations.findOrCreate(anOrganisation());
  return repos.webhooks.addEndpoint({
    id: newId(),
    organisationId: organisation.id,
    url: 'https://hooks.example.com/sauti',
    description: 'ATS',
    events: ['interview.completed', 'hiring_outcome.changed'],
    secret: 'whsec_c2VjcmV0',
    previousSecret: null,
    previousSecretExpiresAt: null,
    enabled: true,
    failingSince: null,
    disabledReason: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  });
}

function aDelivery(endpoint: WebhookEndpoint, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: newId(),
    endpointId: endpoint.id,
    organisationId: endpoint.organisationId,
    eventType: 'interview.completed',
    payload: {
      type: 'interview.completed',
      timestamp: at(1).toISOString(),
      data: { sessionId: 's', n: [1, 2] },
    },
    status: 'pending',
    attempts: 0,
    responseStatus: null,
    responseTimeMs: null,
    lastError: null,
    createdAt: at(1),
    lastAttemptAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

describeStorageContract('webhook endpoints and deliveries', (context) => {
  it('stores endpoints per organisation and finds the enabled subscribers of an event', async () => {
    const { repos } = context();
    const first = await givenEndpoint(repos);
    const second = await repos.webhooks.addEndpoint({
      ...first,
      id: newId(),
      events: ['candidate.deleted'],
      createdAt: at(5),
    });
    const off = await repos.webhooks.addEndpoint({ ...first, id: newId(), enabled: false, createdAt: at(6) });
    expect(await repos.webhooks.findEndpoint(first.id)).toEqual(first);
    expect((await repos.webhooks.listEndpoints(first.organisationId)).map((e) => e.id)).toEqual([
      first.id,
      second.id,
      off.id,
    ]);
    expect(
      (await repos.webhooks.listSubscribed(first.organisationId, 'interview.completed')).map((e) => e.id),
    ).toEqual([first.id]);
    const other = await givenEndpoint(repos);
    expect(await repos.webhooks.listEndpoints(other.organisationId)).toEqual([other]);
    expect(await repos.webhooks.findEndpoint(newId())).toBeNull();
  });

  it('keeps the secret a rotation replaced, with its expiry, and clears it on the next', async () => {
    const { repos } = context();
    const endpoint = await givenEndpoint(repos);
    const rotated = await repos.webhooks.updateEndpoint(endpoint.id, {
      secret: 'whsec_bmV3',
      previousSecret: endpoint.secret,
      previousSecretExpiresAt: at(24),
      updatedAt: at(2),
    });
    expect(rotated).toMatchObject({
      secret: 'whsec_bmV3',
      previousSecret: 'whsec_c2VjcmV0',
      previousSecretExpiresAt: at(24),
    });
    expect(await repos.webhooks.findEndpoint(endpoint.id)).toEqual(rotated);
    const disabled = await repos.webhooks.updateEndpoint(endpoint.id, { enabled: false, updatedAt: at(3) });
    expect(disabled?.previousSecret).toBe('whsec_c2VjcmV0');
  });

  it('updates only the named fields and removes an endpoint with its deliveries', async () => {
    const { repos } = context();
    const endpoint = await givenEndpoint(repos);
    const updated = await repos.webhooks.updateEndpoint(endpoint.id, {
      enabled: false,
      failingSince: at(3),
      disabledReason: 'failing',
      updatedAt: at(9),
    });
    expect(updated).toEqual({
      ...endpoint,
      enabled: false,
      failingSince: at(3),
      disabledReason: 'failing',
      updatedAt: at(9),
    });
    expect(await repos.webhooks.updateEndpoint(newId(), { updatedAt: at(9) })).toBeNull();
    const delivery = await repos.webhooks.addDelivery(aDelivery(endpoint));
    expect(await repos.webhooks.removeEndpoint(endpoint.id)).toBe(true);
    expect(await repos.webhooks.findDelivery(delivery.id)).toBeNull();
    expect(await repos.webhooks.removeEndpoint(endpoint.id)).toBe(false);
  });

  it('logs deliveries, updates their attempts and lists them newest first by organisation and status', async () => {
    const { repos } = context();
    const endpoint = await givenEndpoint(repos);
    const older = await repos.webhooks.addDelivery(aDelivery(endpoint, { createdAt: at(1) }));
    const newer = await repos.webhooks.addDelivery(aDelivery(endpoint, { createdAt: at(2) }));
    expect(await repos.webhooks.findDelivery(older.id)).toEqual(older);
    const attempted = await repos.webhooks.updateDelivery(older.id, {
      status: 'retrying',
      attempts: 1,
      responseStatus: 503,
      responseTimeMs: 40,
      lastError: 'The endpoint answered 503',
      lastAttemptAt: at(3),
    });
    expect(attempted).toEqual({
      ...older,
      status: 'retrying',
      attempts: 1,
      responseStatus: 503,
      responseTimeMs: 40,
      lastError: 'The endpoint answered 503',
      lastAttemptAt: at(3),
    });
    const mine = { organisationId: endpoint.organisationId, limit: 10 };
    expect((await repos.webhooks.listDeliveries(mine)).map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(
      (await repos.webhooks.listDeliveries({ ...mine, statuses: ['retrying', 'failed'] })).map((d) => d.id),
    ).toEqual([older.id]);
    expect((await repos.webhooks.listDeliveries({ ...mine, limit: 1 })).map((d) => d.id)).toEqual([newer.id]);
    expect((await repos.webhooks.listDeliveries({ ...mine, createdBefore: at(2) })).map((d) => d.id)).toEqual(
      [older.id],
    );
    const stranger = await givenEndpoint(repos);
    expect(
      await repos.webhooks.listDeliveries({ organisationId: stranger.organisationId, limit: 10 }),
    ).toEqual([]);
    const all = await repos.webhooks.listDeliveries({ limit: 1000 });
    expect(all.map((d) => d.id)).toEqual(expect.arrayContaining([newer.id, older.id]));
  });
});
