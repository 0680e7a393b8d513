import { expect, it } from 'vitest';
import { isDomainError } from '@sauti/core/domain/errors';
import { anOrganisation, at, aUser, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';

describeStorageContract('users and organisations', (context) => {
  it('stores a user and finds it by id and by email in any case', async () => {
    const { repos } = context();
    const organisation = await repos.organisations.findOrCreate(anOrganisation());
    const input = aUser(organisation.id, { email: `Mixed.${newId().slice(0, 6)}@Example.COM` });
    const created = await repos.users.create(input);
    expect(created.email).toBe(input.email.toLowerCase());
    expect(await repos.users.findById(input.id)).toEqual(created);
    expect(await repos.users.findByEmail(input.email.toUpperCase())).toEqual(created);
    expect(created).toMatchObject({
      organisationId: organisation.id,
      lastSignInAt: null,
      profileImageUrl: null,
    });
  });

  it('refuses a second user with the same email as ALREADY_EXISTS', async () => {
    const { repos } = context();
    const first = aUser(null);
    await repos.users.create(first);
    const error = await repos.users
      .create(aUser(null, { email: first.email.toUpperCase() }))
      .catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe('ALREADY_EXISTS');
  });

  it('knows whether any account is a platform administrator', async () => {
    const { repos } = context();
    await repos.users.create(aUser(null));
    expect(await repos.users.hasPlatformAdmin()).toBe(false);
    await repos.users.create(aUser(null, { platformAdmin: true }));
    expect(await repos.users.hasPlatformAdmin()).toBe(true);
  });

  it('renames an organisation with its audit row, newest rename first, and never a missing one', async () => {
    const { repos } = context();
    const organisation = await repos.organisations.findOrCreate(anOrganisation());
    const user = await repos.users.create(aUser(organisation.id));
    const rename = (toName: string, seconds: number) => ({
      id: newId(),
      organisationId: organisation.id,
      renamedBy: user.id,
      fromName: 'before',
      toName,
      renamedAt: at(seconds),
    });
    const first = rename('Tausi Logistics', 1);
    const second = rename('Tausi Logistics Ltd', 2);
    expect(await repos.organisations.rename(first)).toEqual({ ...organisation, name: 'Tausi Logistics' });
    await repos.organisations.rename(second);
    expect((await repos.organisations.findById(organisation.id))?.name).toBe('Tausi Logistics Ltd');
    expect(await repos.organisations.listRenames(organisation.id, 5)).toEqual([second, first]);
    expect(await repos.organisations.listRenames(organisation.id, 1)).toEqual([second]);
    expect(await repos.organisations.rename({ ...rename('Ghost', 3), organisationId: newId() })).toBeNull();
    expect(await repos.organisations.listRenames(organisation.id, 5)).toHaveLength(2);
  });

  it('updates only the given fields', async () => {
    const { repos } = context();
    const user = await repos.users.create(aUser(null));
    const updated = await repos.users.update(user.id, { lastSignInAt: at(60), updatedAt: at(60) });
    expect(updated).toEqual({ ...user, lastSignInAt: at(60), updatedAt: at(60) });
    expect(await repos.users.findById(user.id)).toEqual(updated);
    expect(await repos.users.update(newId(), { updatedAt: at(1) })).toBeNull();
  });

  it('lists users of an organisation, oldest first', async () => {
    const { repos } = context();
    const organisation = await repos.organisations.findOrCreate(anOrganisation());
    const later = await repos.users.create(aUser(organisation.id, { createdAt: at(10) }));
    const earlier = await repos.users.create(aUser(organisation.id, { createdAt: at(5) }));
    await repos.users.create(aUser(null));
    expect((await repos.users.listByOrganisation(organisation.id)).map((u) => u.id)).toEqual([
      earlier.id,
      later.id,
    ]);
    const everyone = await repos.users.list();
    expect(everyone.map((u) => u.id)).toEqual(expect.arrayContaining([earlier.id, later.id]));
  });

  it('gives racing registrations of one domain the same organisation', async () => {
    const { repos } = context();
    const domain = `Race-${newId().slice(0, 8)}.example.org`;
    const results = await Promise.all(
      [1, 2, 3].map(() => repos.organisations.findOrCreate(anOrganisation({ domain }))),
    );
    expect(new Set(results.map((o) => o.id)).size).toBe(1);
    expect(results[0]?.domain).toBe(domain.toLowerCase());
    expect(await repos.organisations.findByDomain(domain.toUpperCase())).toEqual(results[0]);
    expect(await repos.organisations.findById(results[0]!.id)).toEqual(results[0]);
    expect((await repos.organisations.list()).map((o) => o.id)).toContain(results[0]!.id);
  });
});
