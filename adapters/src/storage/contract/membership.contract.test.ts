import { expect, it } from 'vitest';
import type { PendingRegistration } from '@sauti/core/domain/membership';
import { anOrganisation, at, aUser, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';

const hash = (seed: string) => seed.padEnd(64, '0').slice(0, 64);
function aRegistration(overrides: Partial<PendingRegistration> = {}): PendingRegistration {
  return {
    id: newId(),
    email: `new-${newId().slice(0, 8)}@example.com`,
    firstName: 'Amina',
    lastName: null,
    tokenHash: hash(newId().replace(/-/g, '')),
    createdAt: at(0),
    expiresAt: at(3600),
    usedAt: null,
    replacedAt: null,
    ...overrides,
  };
}

describeStorageContract(
  'verified membership: registrations, organisations founded once, join requests, invitations',
  (context) => {
    it('uses a registration link once, never after it expires, and remembers that it was used', async () => {
      const { registrations } = context().repos;
      const registration = aRegistration({ email: `Mixed-${newId().slice(0, 6)}@Example.com` });
      await registrations.add(registration);
      expect(await registrations.consume(registration.tokenHash, at(3600))).toBeNull();
      const uses = await Promise.all(
        [1, 2, 3].map(() => registrations.consume(registration.tokenHash, at(10))),
      );
      expect(uses.filter(Boolean)).toHaveLength(1);
      expect(uses.find(Boolean)).toMatchObject({ email: registration.email.toLowerCase(), usedAt: at(10) });
      expect((await registrations.findByTokenHash(registration.tokenHash))?.usedAt).toEqual(at(10));
    });

    it('finds the newest open registration of an address and deletes only the open ones', async () => {
      const { registrations } = context().repos;
      const email = `twice-${newId().slice(0, 8)}@example.com`;
      const older = aRegistration({ email, createdAt: at(1) });
      const newer = aRegistration({ email, createdAt: at(2) });
      const used = aRegistration({ email, createdAt: at(3) });
      for (const r of [older, newer, used]) await registrations.add(r);
      await registrations.consume(used.tokenHash, at(5));
      expect((await registrations.findLatestOpen(email.toUpperCase(), at(5)))?.id).toBe(newer.id);
      expect(await registrations.findLatestOpen(email, at(3600))).toBeNull();
      expect(await registrations.deleteOpenFor(email)).toBe(2);
      expect(await registrations.findByTokenHash(used.tokenHash)).not.toBeNull();
    });

    it('replaces the open registrations of an address: a replaced one is no longer used or found', async () => {
      const { registrations } = context().repos;
      const email = `again-${newId().slice(0, 8)}@example.com`;
      const first = aRegistration({ email, createdAt: at(1) });
      const used = aRegistration({ email, createdAt: at(2) });
      await registrations.add(first);
      await registrations.add(used);
      await registrations.consume(used.tokenHash, at(3));
      expect(await registrations.replaceOpenFor(email.toUpperCase(), at(4))).toBe(1);
      expect(await registrations.findByTokenHash(first.tokenHash)).toMatchObject({ replacedAt: at(4) });
      expect(await registrations.findByTokenHash(used.tokenHash)).toMatchObject({ replacedAt: null });
      expect(await registrations.consume(first.tokenHash, at(5))).toBeNull();
      expect(await registrations.findLatestOpen(email, at(5))).toBeNull();
      const newest = aRegistration({ email, createdAt: at(6) });
      await registrations.add(newest);
      expect((await registrations.findLatestOpen(email, at(7)))?.id).toBe(newest.id);
    });

    it('lets exactly one of racing creations found an organisation', async () => {
      const { organisations } = context().repos;
      const domain = `Found-${newId().slice(0, 8)}.example.org`;
      const results = await Promise.all(
        [1, 2, 3].map(() => organisations.create(anOrganisation({ domain }))),
      );
      const founded = results.filter(Boolean);
      expect(founded).toHaveLength(1);
      expect(founded[0]!.domain).toBe(domain.toLowerCase());
      expect(await organisations.findByDomain(domain)).toEqual(founded[0]);
    });

    it('stores membership fields and lists waiting (not refused, not admitted) requests in request order', async () => {
      const { organisations, users } = context().repos;
      const organisation = await organisations.findOrCreate(anOrganisation());
      const request = (seconds: number) =>
        users.create(
          aUser(null, {
            requestedOrganisationId: organisation.id,
            joinRequestedAt: at(seconds),
            platformAdmin: false,
          }),
        );
      const later = await request(20);
      const earlier = await request(10);
      const refused = await request(5);
      await users.update(refused.id, { joinRefusedAt: at(30), updatedAt: at(30) });
      const admitted = await request(1);
      await users.update(admitted.id, {
        organisationId: organisation.id,
        requestedOrganisationId: null,
        joinRequestedAt: null,
        updatedAt: at(40),
      });
      expect(later).toMatchObject({ organisationId: null, joinRefusedAt: null, platformAdmin: false });
      expect((await users.listJoinRequests(organisation.id)).map((u) => u.id)).toEqual([
        earlier.id,
        later.id,
      ]);
      expect((await users.listByOrganisation(organisation.id)).map((u) => u.id)).toEqual([admitted.id]);
      const admin = await users.create(aUser(null, { platformAdmin: true }));
      expect((await users.findById(admin.id))?.platformAdmin).toBe(true);
    });

    it('keeps one invitation per organisation and address, newest first', async () => {
      const { organisations, users, invitations } = context().repos;
      const organisation = await organisations.findOrCreate(anOrganisation());
      const inviter = await users.create(aUser(organisation.id));
      const invite = (email: string, seconds: number) =>
        invitations.add({
          id: newId(),
          organisationId: organisation.id,
          email,
          invitedBy: inviter.id,
          createdAt: at(seconds),
        });
      const first = await invite('Wanjiru@Example.com', 1);
      expect(await invite('wanjiru@example.com', 2)).toEqual(first);
      const second = await invite('otieno@example.com', 3);
      expect((await invitations.listByOrganisation(organisation.id)).map((i) => i.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(await invitations.findFor(organisation.id, 'WANJIRU@example.com')).toEqual(first);
      await invitations.delete(first.id);
      expect(await invitations.findFor(organisation.id, 'wanjiru@example.com')).toBeNull();
    });
  },
);
