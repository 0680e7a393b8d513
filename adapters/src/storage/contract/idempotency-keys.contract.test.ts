import { expect, it } from 'vitest';
import type { IdempotentAnswer } from '@sauti/core/domain/idempotency';
import type { IdempotencyClaim } from '@sauti/core/ports/idempotency-store';
import { anOrganisation, at } from './fixtures.js';
import { describeStorageContract } from './harness.js';
import type { StoragePorts } from './targets.js';

const answer: IdempotentAnswer = {
  status: 201,
  body: { data: [{ id: 'inv-1', name: 'Wanjiru' }], created: 1 },
  headers: { location: '/api/v1/invitations/inv-1' },
};

async function anOrganisationId(repos: StoragePorts) {
  return (await repos.organisations.findOrCreate(anOrganisation())).id;
}

/** A claim at second `s`: expires a day later, its lease two minutes later. */
const claimAt = (organisationId: string, key: string, fingerprint: string, s: number): IdempotencyClaim => ({
  organisationId,
  key,
  fingerprint,
  now: at(s),
  expiresAt: at(s + 86_400),
  leaseUntil: at(s + 120),
});

describeStorageContract('idempotency keys (docs/behaviour/platform.md §15)', (context) => {
  it('one claim wins; the holder is answered to others; the answer is kept once completed', async () => {
    const { repos } = context();
    const org = await anOrganisationId(repos);
    const store = repos.idempotencyKeys;
    expect(await store.claim(claimAt(org, 'k1', 'f1', 0))).toEqual({ claimed: true });
    const running = await store.claim(claimAt(org, 'k1', 'f1', 1));
    expect(running).toMatchObject({
      claimed: false,
      record: { state: 'running', fingerprint: 'f1', answer: null },
    });
    await store.complete(org, 'k1', 'f1', answer);
    const done = await store.claim(claimAt(org, 'k1', 'other', 2));
    expect(done).toMatchObject({ claimed: false, record: { state: 'done', fingerprint: 'f1', answer } });
    // Another organisation's key of the same text is its own.
    const other = await anOrganisationId(repos);
    expect(await store.claim(claimAt(other, 'k1', 'f9', 3))).toEqual({ claimed: true });
  });

  it('of many claims of one key at the same moment, exactly one wins', async () => {
    const { repos } = context();
    const org = await anOrganisationId(repos);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => repos.idempotencyKeys.claim(claimAt(org, 'same', 'f', 0))),
    );
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
  });

  it('a released claim frees the key; a running claim past its lease and an expired answer are taken over', async () => {
    const { repos } = context();
    const org = await anOrganisationId(repos);
    const store = repos.idempotencyKeys;
    await store.claim(claimAt(org, 'r', 'f', 0));
    await store.release(org, 'r', 'f');
    expect(await store.claim(claimAt(org, 'r', 'g', 1))).toEqual({ claimed: true });
    // Still inside the lease: held. Past it (a process that died): taken over.
    expect((await store.claim(claimAt(org, 'r', 'g', 100))).claimed).toBe(false);
    expect(await store.claim(claimAt(org, 'r', 'g', 200))).toEqual({ claimed: true });
    await store.complete(org, 'r', 'g', answer);
    expect((await store.claim(claimAt(org, 'r', 'h', 86_000))).claimed).toBe(false);
    expect(await store.claim(claimAt(org, 'r', 'h', 86_400 + 201))).toEqual({ claimed: true });
  });

  it('completing or releasing under another fingerprint changes nothing', async () => {
    const { repos } = context();
    const org = await anOrganisationId(repos);
    const store = repos.idempotencyKeys;
    await store.claim(claimAt(org, 'x', 'f', 0));
    await store.complete(org, 'x', 'not-f', answer);
    await store.release(org, 'x', 'not-f');
    expect(await store.claim(claimAt(org, 'x', 'f', 1))).toMatchObject({
      claimed: false,
      record: { state: 'running', fingerprint: 'f' },
    });
  });

  it('removes expired keys in bounded batches and keeps live ones', async () => {
    const { repos } = context();
    const org = await anOrganisationId(repos);
    const store = repos.idempotencyKeys;
    await store.deleteExpired(at(500_000), 10_000); // the earlier tests' keys
    const t = 600_000;
    for (const key of ['e1', 'e2', 'e3']) await store.claim(claimAt(org, key, 'f', t));
    await store.claim(claimAt(org, 'live', 'f', t + 50_000));
    expect(await store.deleteExpired(at(t + 86_400), 2)).toBe(2);
    expect(await store.deleteExpired(at(t + 86_400), 2)).toBe(1);
    expect(await store.deleteExpired(at(t + 86_400), 2)).toBe(0);
    expect((await store.claim(claimAt(org, 'live', 'f', t + 50_001))).claimed).toBe(false);
  });
});
