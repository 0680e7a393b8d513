import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../../testing/in-memory-users.js';
import { aUser } from '../../testing/builders.js';
import { AdministratorPolicy, isAdministrator } from './administrator.js';

describe('isAdministrator', () => {
  it('is exactly the ADMIN_EMAIL account (any case) when one is configured, whoever came first', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), fc.boolean(), (adminEmail, email, upper) => {
        const user = { id: 'u1', email: upper ? email.toUpperCase() : email };
        const configured = upper ? adminEmail.toUpperCase() : adminEmail;
        expect(isAdministrator(user, { adminEmail: configured, firstUserId: 'u1' })).toBe(
          email.toLowerCase() === adminEmail.toLowerCase(),
        );
      }),
    );
  });

  it('falls back to the first account ever created when ADMIN_EMAIL is unset', () => {
    expect(isAdministrator({ id: 'u1', email: 'a@x.co' }, { adminEmail: undefined, firstUserId: 'u1' })).toBe(
      true,
    );
    expect(isAdministrator({ id: 'u2', email: 'a@x.co' }, { adminEmail: '', firstUserId: 'u1' })).toBe(false);
    expect(isAdministrator({ id: 'u1', email: 'a@x.co' }, { adminEmail: null, firstUserId: null })).toBe(
      false,
    );
  });
});

describe('AdministratorPolicy', () => {
  it('finds the oldest account and keeps it after later sign-ups', async () => {
    const users = new InMemoryUserRepository();
    const policy = new AdministratorPolicy({ users });
    const later = aUser({ createdAt: new Date('2025-02-01') });
    const oldest = aUser({ createdAt: new Date('2025-01-01') });
    await users.create(later);
    await users.create(oldest);
    expect(await policy.isAdmin(oldest)).toBe(true);
    expect(await policy.isAdmin(later)).toBe(false);
  });

  it('uses ADMIN_EMAIL when given', async () => {
    const users = new InMemoryUserRepository();
    const first = aUser();
    const named = aUser({ email: 'boss@acme.co.ke' });
    await users.create(first);
    await users.create(named);
    const policy = new AdministratorPolicy({ users, adminEmail: 'BOSS@acme.co.ke' });
    expect(await policy.isAdmin(named)).toBe(true);
    expect(await policy.isAdmin(first)).toBe(false);
  });
});
