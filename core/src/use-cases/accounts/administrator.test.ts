import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/builders.js';
import { AdministratorPolicy, isAdministrator } from './administrator.js';

describe('isAdministrator', () => {
  it('is exactly the ADMIN_EMAIL account (any case) or a CLI-made administrator (property)', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.emailAddress(),
        fc.boolean(),
        fc.boolean(),
        (adminEmail, email, upper, platformAdmin) => {
          const user = { email: upper ? email.toUpperCase() : email, platformAdmin };
          const configured = upper ? adminEmail.toUpperCase() : adminEmail;
          expect(isAdministrator(user, configured)).toBe(
            platformAdmin || email.toLowerCase() === adminEmail.toLowerCase(),
          );
        },
      ),
    );
  });

  it('never makes the first or any other ordinary account administrator without ADMIN_EMAIL', () => {
    for (const adminEmail of [undefined, null, '', '  '])
      expect(isAdministrator({ email: 'first@acme.co.ke', platformAdmin: false }, adminEmail)).toBe(false);
    expect(isAdministrator({ email: 'ops@acme.co.ke', platformAdmin: true }, undefined)).toBe(true);
  });
});

describe('AdministratorPolicy', () => {
  it('uses ADMIN_EMAIL when given, and the stored flag always', async () => {
    const policy = new AdministratorPolicy({ adminEmail: 'BOSS@acme.co.ke' });
    expect(await policy.isAdmin(aUser({ email: 'boss@acme.co.ke' }))).toBe(true);
    expect(await policy.isAdmin(aUser())).toBe(false);
    expect(await policy.isAdmin(aUser({ platformAdmin: true }))).toBe(true);
  });
});
