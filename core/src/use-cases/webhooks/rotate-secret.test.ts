import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_GRACE_MS, signingSecrets } from '../../domain/webhook.js';
import type { WebhookAttempt, WebhookSender } from '../../ports/webhook-sender.js';
import { FixedClock, SequentialIds } from '../../testing/fixed-clock.js';
import { InMemoryWebhookRepository } from '../../testing/in-memory-webhooks.js';
import { ManageWebhookEndpoints } from './manage-endpoints.js';
import { acmeEndpoint, amina, eve } from './webhook-world.fixture.js';

/** A sender handing out whsec_1, whsec_2, … so each rotation's secret is told apart. */
class CountingSender implements WebhookSender {
  private count = 0;
  async send(): Promise<WebhookAttempt> {
    return { ok: true, status: 204, durationMs: 1, error: null };
  }
  hostOf(url: string): string | null {
    return /^https?:\/\/\[?([^/\]:?#]+)/.exec(url)?.[1] ?? null;
  }
  newSecret(): string {
    this.count += 1;
    return `whsec_${this.count}`;
  }
}

describe('rotating a webhook signing secret (docs/behaviour/platform.md, "Webhooks")', () => {
  let webhooks: InMemoryWebhookRepository;
  let clock: FixedClock;
  let manage: ManageWebhookEndpoints;
  let endpointId: string;

  beforeEach(async () => {
    webhooks = new InMemoryWebhookRepository();
    clock = new FixedClock();
    manage = new ManageWebhookEndpoints({
      webhooks,
      sender: new CountingSender(),
      ids: new SequentialIds(),
      clock,
      allowPrivateNetworks: false,
    });
    endpointId = await acmeEndpoint(manage);
  });

  it('answers a new secret and signs with both for 24 hours, then only with the new one', async () => {
    const { secret } = await manage.rotateSecret(amina, endpointId);
    expect(secret).toBe('whsec_2');
    expect((await manage.secret(amina, endpointId)).secret).toBe('whsec_2');
    const endpoint = (await webhooks.findEndpoint(endpointId))!;
    expect(signingSecrets(endpoint, clock.now())).toEqual(['whsec_2', 'whsec_1']);
    clock.advance(WEBHOOK_SECRET_GRACE_MS - 1);
    expect(signingSecrets(endpoint, clock.now())).toEqual(['whsec_2', 'whsec_1']);
    clock.advance(1);
    expect(signingSecrets(endpoint, clock.now())).toEqual(['whsec_2']);
  });

  it('a second rotation retires the first secret at once', async () => {
    await manage.rotateSecret(amina, endpointId);
    await manage.rotateSecret(amina, endpointId);
    const endpoint = (await webhooks.findEndpoint(endpointId))!;
    expect(signingSecrets(endpoint, clock.now())).toEqual(['whsec_3', 'whsec_2']);
  });

  it("another organisation's member gets NOT_FOUND and the secret stays", async () => {
    await expect(manage.rotateSecret(eve, endpointId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await manage.secret(amina, endpointId)).secret).toBe('whsec_1');
  });

  it('property: the previous secret signs exactly within its window after the rotation', async () => {
    await manage.rotateSecret(amina, endpointId);
    const endpoint = (await webhooks.findEndpoint(endpointId))!;
    const rotatedAt = clock.now().getTime();
    fc.assert(
      fc.property(
        // Around the expiry as well as anywhere: an off-by-one at the boundary is the likely bug.
        fc.oneof(
          fc.integer({ min: WEBHOOK_SECRET_GRACE_MS - 2, max: WEBHOOK_SECRET_GRACE_MS + 2 }),
          fc.integer({ min: 0, max: 3 * WEBHOOK_SECRET_GRACE_MS }),
        ),
        (elapsed) => {
          const secrets = signingSecrets(endpoint, new Date(rotatedAt + elapsed));
          expect(secrets[0]).toBe('whsec_2');
          expect(secrets.includes('whsec_1')).toBe(elapsed < WEBHOOK_SECRET_GRACE_MS);
        },
      ),
    );
  });
});
