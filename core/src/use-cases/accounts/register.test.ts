import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import type { Actor } from './tenancy.js';

const valid = {
  email: 'Amina@Acme.co.ke',
  password: 'correct horse',
  firstName: ' Amina ',
  lastName: 'Otieno',
};

describe('RegisterUser', () => {
  it('stores the lower-cased email, a hash (not the password) and trimmed names', async () => {
    const bed = accountsTestbed();
    const user = await bed.register.execute(valid);
    expect(user.email).toBe('amina@acme.co.ke');
    expect(user.passwordHash).not.toBe(valid.password);
    expect(await bed.hasher.verify(valid.password, user.passwordHash)).toBe(true);
    expect(user.firstName).toBe('Amina');
    expect(user.createdAt).toEqual(bed.clock.now());
  });

  it('puts colleagues of one domain into one organisation named after it', async () => {
    const bed = accountsTestbed();
    const a = await bed.register.execute(valid);
    const b = await bed.register.execute({ ...valid, email: 'juma@ACME.co.ke' });
    const c = await bed.register.execute({ ...valid, email: 'zola@other.co.za' });
    expect(a.organisationId).toBe(b.organisationId);
    expect(c.organisationId).not.toBe(a.organisationId);
    const org = await bed.organisations.findById(a.organisationId!);
    expect(org).toMatchObject({ domain: 'acme.co.ke', name: 'Acme' });
  });

  it('refuses personal and malformed addresses with WORK_EMAIL_REQUIRED mentioning "work email"', async () => {
    const bed = accountsTestbed();
    for (const email of ['someone@gmail.com', 'x@yahoo.co.uk', 'no-at-sign', 'a@b', 'a@.com']) {
      const error = await bed.register.execute({ ...valid, email }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'WORK_EMAIL_REQUIRED' });
      expect((error as Error).message).toContain('work email');
    }
    expect(await bed.users.list()).toHaveLength(0);
  });

  it('refuses a taken email in any letter case with ALREADY_EXISTS', async () => {
    const bed = accountsTestbed();
    await bed.register.execute(valid);
    await expect(bed.register.execute({ ...valid, email: 'AMINA@acme.co.ke' })).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      message: 'An account with this email already exists',
    });
  });

  it('accepts passwords of 8 or more characters and refuses shorter ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 16 }), async (password) => {
        const bed = accountsTestbed();
        const outcome = await bed.register.execute({ ...valid, password }).then(
          () => 'created',
          (e: { code: string }) => e.code,
        );
        expect(outcome).toBe(password.length >= 8 ? 'created' : 'VALIDATION_FAILED');
      }),
    );
  });
});

describe('AdminCreateUser', () => {
  const admin: Actor = { userId: 'admin', organisationId: 'org', isAdmin: true };

  it('creates an account under the same rules', async () => {
    const bed = accountsTestbed();
    const user = await bed.adminCreateUser.execute(admin, { ...valid, email: 'hr@client.co.ke' });
    expect(user.email).toBe('hr@client.co.ke');
    await expect(
      bed.adminCreateUser.execute(admin, { ...valid, email: 'hr@gmail.com' }),
    ).rejects.toMatchObject({
      code: 'WORK_EMAIL_REQUIRED',
    });
    await expect(bed.adminCreateUser.execute(admin, { ...valid, password: 'short' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('is refused to non-administrators', async () => {
    const bed = accountsTestbed();
    await expect(bed.adminCreateUser.execute({ ...admin, isAdmin: false }, valid)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await bed.users.list()).toHaveLength(0);
  });
});
