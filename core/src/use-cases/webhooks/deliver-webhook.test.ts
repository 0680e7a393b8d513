import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookAttempt, WebhookRequest, WebhookSender } from '../../ports/webhook-sender.js';
import { aUser } from '../../testing/builders.js';
import { FixedClock, SequentialIds } from '../../testing/fixed-clock.js';
import { InMemoryUserRepository } from '../../testing/in-memory-users.js';
import { InMemoryWebhookRepository } from '../../testing/in-memory-webhooks.js';
import { RecordingMailer } from '../../testing/recording-mailer.js';
import { RecordingQueue } from '../../testing/recording-queue.js';
import { DeliverWebhook } from './deliver-webhook.js';
import { WebhookDeliveries } from './deliveries.js';
import { ManageWebhookEndpoints } from './manage-endpoints.js';
import { ACME_ENDPOINT_URL, acmeEndpoint, amina, eve } from './webhook-world.fixture.js';
import { PublishWebhookEvent } from './publish-event.js';
import { SweepPendingWebhookDeliveries } from './sweep-pending-deliveries.js';

/** A sender answering from a script (true: 2xx), recording what it was asked to send. */
class ScriptedSender implements WebhookSender {
  readonly sent: WebhookRequest[] = [];
  answers: boolean[] = [];
  async send(request: WebhookRequest): Promise<WebhookAttempt> {
    this.sent.push(request);
    const ok = this.answers.shift() ?? true;
    return ok
      ? { ok, status: 204, durationMs: 12, error: null }
      : { ok, status: 503, durationMs: 40, error: 'The endpoint answered 503' };
  }
  hostOf(url: string): string | null {
    return /^https?:\/\/\[?([^/\]:?#]+)/.exec(url)?.[1] ?? null;
  }
  newSecret(): string {
    return 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=';
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** The endpoints of the tests, with private networks refused as by default. */
const manageWith = (
  deps: Omit<ConstructorParameters<typeof ManageWebhookEndpoints>[0], 'allowPrivateNetworks'>,
) => new ManageWebhookEndpoints({ ...deps, allowPrivateNetworks: false });

describe('webhook delivery (docs/behaviour/platform.md, "Webhooks")', () => {
  let webhooks: InMemoryWebhookRepository;
  let sender: ScriptedSender;
  let clock: FixedClock;
  let mailer: RecordingMailer;
  let queue: RecordingQueue;
  let deliver: DeliverWebhook;
  let endpointId: string;

  beforeEach(async () => {
    webhooks = new InMemoryWebhookRepository();
    sender = new ScriptedSender();
    clock = new FixedClock();
    mailer = new RecordingMailer();
    queue = new RecordingQueue();
    const users = new InMemoryUserRepository();
    await users.create(aUser({ email: 'amina@acme.co.ke', organisationId: 'org-acme' }));
    await users.create(aUser({ email: 'eve@rival.co.ke', organisationId: 'org-rival' }));
    const ids = new SequentialIds();
    const manage = manageWith({ webhooks, sender, ids, clock });
    endpointId = await acmeEndpoint(manage);
    await new PublishWebhookEvent({ webhooks, queue, ids, clock }).publish({
      type: 'interview.completed',
      organisationId: 'org-acme',
      data: { sessionId: 's1' },
    });
    deliver = new DeliverWebhook({
      webhooks,
      sender,
      users,
      mailer,
      clock,
      disableAfterMs: 3 * DAY,
      settingsUrl: 'https://sauti.test/settings/webhooks',
    });
  });

  const deliveryId = () => [...webhooks.deliveries.keys()][0]!;

  it('queues one delivery per subscribed endpoint and sends the stored body', async () => {
    expect(queue.sent).toEqual([
      {
        queue: 'webhook',
        payload: { deliveryId: deliveryId() },
        options: { singletonKey: `webhook:${deliveryId()}` },
      },
    ]);
    expect(await deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).toBe('delivered');
    expect(JSON.parse(sender.sent[0]!.body)).toEqual({
      type: 'interview.completed',
      timestamp: '2025-01-15T09:00:00.000Z',
      data: { sessionId: 's1' },
    });
    expect(sender.sent[0]!.messageId).toBe(deliveryId());
    expect(await webhooks.findDelivery(deliveryId())).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 204,
      responseTimeMs: 12,
      lastError: null,
    });
  });

  it('after a rotation, signs with the previous secret too until its grace period ends', async () => {
    const old = (await webhooks.findEndpoint(endpointId))!.secret;
    const manage = manageWith({ webhooks, sender, ids: new SequentialIds(), clock });
    await manage.rotateSecret(amina, endpointId);
    sender.answers = [false]; // a failed first attempt, so the retry is sent a day later
    await expect(deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).rejects.toThrow();
    expect(sender.sent[0]!.secrets.slice(1)).toEqual([old]);
    clock.advance(DAY);
    await deliver.execute({ deliveryId: deliveryId(), lastAttempt: false });
    expect(sender.sent[1]!.secrets.slice(1)).toEqual([]);
  });

  it('throws for a retry while attempts remain, is final on the last, and a success clears the failure run', async () => {
    sender.answers = [false, false];
    await expect(deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).rejects.toThrow(/503/);
    expect(await webhooks.findDelivery(deliveryId())).toMatchObject({
      status: 'retrying',
      attempts: 1,
      responseStatus: 503,
    });
    expect((await webhooks.findEndpoint(endpointId))?.failingSince).toEqual(clock.now());
    expect(await deliver.execute({ deliveryId: deliveryId(), lastAttempt: true })).toBe('failed');
    expect(await webhooks.findDelivery(deliveryId())).toMatchObject({ status: 'failed', attempts: 2 });
    await new WebhookDeliveries({ webhooks, queue }).replay(amina, deliveryId());
    expect(await deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).toBe('delivered');
    expect((await webhooks.findEndpoint(endpointId))?.failingSince).toBeNull();
  });

  it('turns off an endpoint failing for the whole period and mails its organisation only', async () => {
    sender.answers = [false, false, false];
    await expect(deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).rejects.toThrow();
    clock.advance(3 * DAY - 1);
    await expect(deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).rejects.toThrow();
    expect((await webhooks.findEndpoint(endpointId))?.enabled).toBe(true);
    expect(mailer.sent).toEqual([]);
    clock.advance(1);
    expect(await deliver.execute({ deliveryId: deliveryId(), lastAttempt: false })).toBe('endpoint-disabled');
    expect(await webhooks.findEndpoint(endpointId)).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/failed since/),
    });
    expect(mailer.sent.map((m) => m.to)).toEqual(['amina@acme.co.ke']);
    expect(mailer.sent[0]!.text).toContain(ACME_ENDPOINT_URL);
    await expect(
      new WebhookDeliveries({ webhooks, queue }).replay(amina, deliveryId()),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it("hides one organisation's deliveries and endpoints from another", async () => {
    const deliveries = new WebhookDeliveries({ webhooks, queue });
    expect((await deliveries.list(eve, { failed: false, limit: 10 })).deliveries).toEqual([]);
    await expect(deliveries.replay(eve, deliveryId())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const manage = manageWith({ webhooks, sender, ids: new SequentialIds(), clock });
    await expect(manage.secret(eve, endpointId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(manage.update(eve, endpointId, { enabled: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('sweeping deliveries left pending', () => {
  it('queues again pending deliveries older than a minute, and neither newer nor attempted ones', async () => {
    const webhooks = new InMemoryWebhookRepository();
    const queue = new RecordingQueue();
    const clock = new FixedClock('2025-01-15T09:00:00.000Z');
    const ids = new SequentialIds();
    const sender = new ScriptedSender();
    const endpoint = await manageWith({ webhooks, sender, ids, clock }).create(amina, {
      url: ACME_ENDPOINT_URL,
      description: '',
      events: ['hiring_outcome.changed'],
      enabled: true,
    });
    queue.failWith = new Error('queue down');
    const publish = new PublishWebhookEvent({ webhooks, queue, ids, clock });
    const event = { type: 'hiring_outcome.changed' as const, organisationId: 'org-acme', data: {} };
    await expect(publish.publish(event)).rejects.toThrow('queue down');
    const lost = [...webhooks.deliveries.keys()][0]!;
    clock.advance(30_000);
    await expect(publish.publish(event)).rejects.toThrow('queue down');
    queue.failWith = null;
    clock.advance(31_000);
    const sweep = new SweepPendingWebhookDeliveries({ webhooks, queue, clock });
    expect(await sweep.execute()).toBe(1);
    expect(queue.sent.map((s) => s.payload)).toEqual([{ deliveryId: lost }]);
    await webhooks.updateDelivery(lost, { status: 'failed' });
    clock.advance(60_000);
    const before = queue.sent.length;
    expect(await sweep.execute()).toBe(1);
    expect(queue.sent.slice(before).map((s) => s.payload)).not.toContainEqual({ deliveryId: lost });
    expect((await webhooks.listDeliveries({ limit: 10 })).every((d) => d.endpointId === endpoint.id)).toBe(
      true,
    );
  });
});
