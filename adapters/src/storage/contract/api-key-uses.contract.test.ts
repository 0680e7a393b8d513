import { expect, it } from 'vitest';
import type { ApiKey } from '@sauti/core/domain/api-key';
import type { ApiKeyUse } from '@sauti/core/domain/api-key-use';
import { anOrganisation, at, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';
import type { StoragePorts } from './targets.js';

async function givenKey(repos: StoragePorts) {
  const organisation = await repos.organisations.findOrCreate(anOrganisation());
  const key: ApiKey = {
    id: newId(),
    organisationId: organisation.id,
    name: 'ATS',
    scope: 'read',
    prefix: newId().slice(0, 8),
    secretHash: 'a'.repeat(64),
    createdBy: null,
    createdAt: at(0),
    lastUsedAt: null,
    revokedAt: null,
  };
  await repos.apiKeys.add(key);
  return key;
}

const aUse = (key: ApiKey, seconds: number, overrides: Partial<ApiKeyUse> = {}): ApiKeyUse => ({
  id: newId(),
  apiKeyId: key.id,
  organisationId: key.organisationId,
  method: 'GET',
  route: '/api/v1/jobs/:id',
  path: `/api/v1/jobs/${seconds}`,
  status: 200,
  at: at(seconds),
  ...overrides,
});

describeStorageContract('api key uses', (context) => {
  it('lists a key’s uses newest first within the window, a page after a cursor, for its organisation only', async () => {
    const { repos } = context();
    const key = await givenKey(repos);
    const other = await givenKey(repos);
    const uses = [aUse(key, 10), aUse(key, 20), aUse(key, 20), aUse(key, 30), aUse(key, 1)];
    await repos.apiKeyUses.addAll([...uses, aUse(other, 25)]);
    const all = await repos.apiKeyUses.listByKey(key.organisationId, key.id, { since: at(5), limit: 10 });
    expect(all.map((u) => u.at)).toEqual([at(30), at(20), at(20), at(10)]);
    expect(all[0]).toEqual(uses[3]);
    const page = await repos.apiKeyUses.listByKey(key.organisationId, key.id, { since: at(5), limit: 2 });
    const rest = await repos.apiKeyUses.listByKey(key.organisationId, key.id, {
      since: at(5),
      after: { at: page[1]!.at, id: page[1]!.id },
      limit: 10,
    });
    expect([...page, ...rest]).toEqual(all);
    expect(
      await repos.apiKeyUses.listByKey(other.organisationId, key.id, { since: at(0), limit: 10 }),
    ).toEqual([]);
  });

  it('removes old uses in bounded batches', async () => {
    const { repos } = context();
    const key = await givenKey(repos);
    await repos.apiKeyUses.addAll([aUse(key, 1), aUse(key, 2), aUse(key, 3), aUse(key, 100)]);
    let removed = 0;
    for (let batch = 1; batch > 0; removed += batch) batch = await repos.apiKeyUses.deleteBefore(at(50), 2);
    expect(removed).toBeGreaterThanOrEqual(3);
    const left = await repos.apiKeyUses.listByKey(key.organisationId, key.id, { since: at(0), limit: 10 });
    expect(left.map((u) => u.at)).toEqual([at(100)]);
  });
});
