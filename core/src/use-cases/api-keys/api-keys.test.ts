import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.js';
import { API_REQUESTS_PER_KEY } from '../../rules/abuse-budgets.js';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { FixedClock, SequentialIds } from '../../testing/fixed-clock.js';
import { InMemoryApiKeyRepository } from '../../testing/in-memory-api-keys.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { InMemoryUserRepository } from '../../testing/in-memory-users.js';
import type { Actor } from '../accounts/tenancy.js';
import { ApiKeys } from './api-keys.js';
import { AuthenticateApiKey, LAST_USE_RESOLUTION_MS, requireWriteScope } from './authenticate-api-key.js';

const member: Actor = { userId: 'u1', organisationId: 'org-a', isAdmin: false };
const stranger: Actor = { userId: 'u2', organisationId: 'org-b', isAdmin: false };

describe('API keys (docs/behaviour/platform.md §14)', () => {
  let keys: InMemoryApiKeyRepository;
  let clock: FixedClock;
  let apiKeys: ApiKeys;
  let authenticate: AuthenticateApiKey;
  beforeEach(() => {
    keys = new InMemoryApiKeyRepository();
    clock = new FixedClock();
    const digest = new FakeDigest();
    apiKeys = new ApiKeys({
      keys,
      users: new InMemoryUserRepository(),
      digest,
      clock,
      ids: new SequentialIds(),
    });
    authenticate = new AuthenticateApiKey({ keys, digest, clock, rateLimits: new InMemoryRateLimitStore() });
  });

  const errorCode = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
    );

  it('stores only the digest of the key it hands out once', async () => {
    const { secret, key } = await apiKeys.create(member, { name: 'ATS', scope: 'read' });
    const stored = await keys.findByPrefix(key.prefix);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored?.secretHash).toBe(new FakeDigest().sha256Hex(secret));
  });

  it('resolves a live key to its organisation and scope', async () => {
    const { secret, key } = await apiKeys.create(member, { name: 'ATS', scope: 'read' });
    const caller = await authenticate.execute(`Bearer ${secret}`);
    expect(caller).toMatchObject({
      keyId: key.id,
      scope: 'read',
      actor: { organisationId: 'org-a', isAdmin: false },
    });
    expect(() => requireWriteScope(caller)).toThrow(DomainError);
  });

  it('refuses a revoked key, a changed secret and another organisation’s revoke', async () => {
    const { secret, key } = await apiKeys.create(member, { name: 'ATS', scope: 'read_write' });
    expect(await errorCode(authenticate.execute(`Bearer ${secret.slice(0, -1)}Z`))).toBe('UNAUTHENTICATED');
    expect(await errorCode(apiKeys.revoke(stranger, key.id))).toBe('NOT_FOUND');
    expect(await errorCode(apiKeys.revoke(stranger, key.prefix))).toBe('NOT_FOUND');
    await apiKeys.revoke(member, key.id);
    expect(await errorCode(authenticate.execute(`Bearer ${secret}`))).toBe('UNAUTHENTICATED');
  });

  it('writes the last use at most once a minute', async () => {
    const { secret, key } = await apiKeys.create(member, { name: 'ATS', scope: 'read' });
    await authenticate.execute(`Bearer ${secret}`);
    const first = (await keys.findByPrefix(key.prefix))?.lastUsedAt;
    expect(first).toEqual(clock.now());
    clock.advance(LAST_USE_RESOLUTION_MS - 1);
    await authenticate.execute(`Bearer ${secret}`);
    expect((await keys.findByPrefix(key.prefix))?.lastUsedAt).toEqual(first);
    clock.advance(1);
    await authenticate.execute(`Bearer ${secret}`);
    expect((await keys.findByPrefix(key.prefix))?.lastUsedAt).toEqual(clock.now());
  });

  it('limits each key to its budget per minute, without touching other keys', async () => {
    clock.set('2025-01-15T09:00:00.000Z');
    const busy = (await apiKeys.create(member, { name: 'busy', scope: 'read' })).secret;
    const calm = (await apiKeys.create(member, { name: 'calm', scope: 'read' })).secret;
    for (let i = 0; i < API_REQUESTS_PER_KEY.max; i++) await authenticate.execute(`Bearer ${busy}`);
    expect(await errorCode(authenticate.execute(`Bearer ${busy}`))).toBe('RATE_LIMITED');
    expect(await errorCode(authenticate.execute(`Bearer ${calm}`))).toBe('resolved');
    clock.advance(60_000);
    expect(await errorCode(authenticate.execute(`Bearer ${busy}`))).toBe('resolved');
  });
});
