import type { ApiKey } from '@sauti/core/domain/api-key';
import { expect, it } from 'vitest';
import { anOrganisation, at, aUser, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';
import type { StoragePorts } from './targets.js';

async function givenMember(repos: StoragePorts) {
  const organisation = await repos.organisations.findOrCreate(anOrganisation());
  const user = await repos.users.create(aUser(organisation.id));
  return { organisationId: organisation.id, userId: user.id };
}

function aKey(organisationId: string, createdBy: string | null, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: newId(),
    organisationId,
    name: 'ATS sync',
    scope: 'read',
    prefix: newId().slice(0, 8),
    secretHash: 'a'.repeat(64),
    createdBy,
    createdAt: at(0),
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

describeStorageContract('api keys', (context) => {
  it('finds a key by its prefix, with every field as stored', async () => {
    const { repos } = context();
    const { organisationId, userId } = await givenMember(repos);
    const key = aKey(organisationId, userId, { scope: 'read_write' });
    await repos.apiKeys.add(key);
    expect(await repos.apiKeys.findByPrefix(key.prefix)).toEqual(key);
    expect(await repos.apiKeys.findById(key.id)).toEqual(key);
    expect(await repos.apiKeys.findByPrefix('nokey000')).toBeNull();
    expect(await repos.apiKeys.findById(newId())).toBeNull();
  });

  it('refuses a second key with the same prefix', async () => {
    const { repos } = context();
    const { organisationId, userId } = await givenMember(repos);
    const key = aKey(organisationId, userId);
    await repos.apiKeys.add(key);
    await expect(repos.apiKeys.add({ ...key, id: newId() })).rejects.toThrow();
  });

  it('lists only the organisation’s keys, newest first', async () => {
    const { repos } = context();
    const mine = await givenMember(repos);
    const theirs = await givenMember(repos);
    const older = aKey(mine.organisationId, mine.userId, { createdAt: at(1) });
    const newer = aKey(mine.organisationId, mine.userId, { createdAt: at(2) });
    await repos.apiKeys.add(older);
    await repos.apiKeys.add(newer);
    await repos.apiKeys.add(aKey(theirs.organisationId, theirs.userId));
    expect(await repos.apiKeys.listByOrganisation(mine.organisationId)).toEqual([newer, older]);
  });

  it('revokes once, only within the organisation', async () => {
    const { repos } = context();
    const mine = await givenMember(repos);
    const theirs = await givenMember(repos);
    const key = aKey(mine.organisationId, mine.userId);
    await repos.apiKeys.add(key);
    expect(await repos.apiKeys.revoke(theirs.organisationId, key.id, at(5))).toBeNull();
    expect((await repos.apiKeys.findByPrefix(key.prefix))?.revokedAt).toBeNull();
    expect((await repos.apiKeys.revoke(mine.organisationId, key.id, at(5)))?.revokedAt).toEqual(at(5));
    expect((await repos.apiKeys.revoke(mine.organisationId, key.id, at(9)))?.revokedAt).toEqual(at(5));
  });

  it('records the last use', async () => {
    const { repos } = context();
    const { organisationId, userId } = await givenMember(repos);
    const key = aKey(organisationId, userId);
    await repos.apiKeys.add(key);
    await repos.apiKeys.touch(key.id, at(30));
    expect((await repos.apiKeys.findByPrefix(key.prefix))?.lastUsedAt).toEqual(at(30));
  });
});
