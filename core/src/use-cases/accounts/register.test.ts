import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membershipOf } from '../../domain/membership.js';
import { accountsTestbed, mailedVerifyToken, TESTBED_ORIGIN } from '../../testing/accounts-testbed.js';
import { BUDGETS } from '../../rules/abuse-budgets.js';
import { VERIFY_LINK_LIFETIME_MS } from './register.js';
import { VERIFY_MESSAGES } from './verify-email.js';

const valid = {
  email: 'Amina@Acme.co.ke',
  password: 'correct horse',
  firstName: ' Amina ',
  lastName: 'Otieno',
};
const registration = (overrides: Partial<typeof valid> = {}, addressKey: string | null = null) => ({
  ...valid,
  ...overrides,
  origin: TESTBED_ORIGIN,
  addressKey,
});

describe('RegisterUser', () => {
  it('creates no account, organisation or session: only a pending registration and a mailed link', async () => {
    const bed = accountsTestbed();
    await bed.register.execute(registration());
    expect(await bed.users.list()).toEqual([]);
    expect(await bed.organisations.list()).toEqual([]);
    const [mail] = bed.mailer.to('amina@acme.co.ke');
    expect(mail!.subject).toBe('Confirm your email address for Sauti');
    expect(mail!.text).toMatch(/https:\/\/hire\.example\.test\/verify-email\?token=[A-Za-z0-9_-]{43}\n/);
    expect(bed.registrations.rows[0]!.tokenHash).not.toBe(mailedVerifyToken(bed.mailer, valid.email));
  });

  it('answers the same whether or not the address has an account (no enumeration)', async () => {
    const bed = accountsTestbed();
    await bed.signUp(valid);
    const hashesBefore = bed.hasher.hashCalls;
    const again = await bed.register.execute(registration({ password: 'another horse' }));
    const fresh = await bed.register.execute(registration({ email: 'juma@acme.co.ke' }));
    expect(again).toEqual(fresh);
    expect(bed.hasher.hashCalls - hashesBefore).toBe(2);
    expect(bed.mailer.to('amina@acme.co.ke').at(-1)!.subject).toBe('You already have a Sauti account');
    const user = await bed.users.findByEmail('amina@acme.co.ke');
    expect(await bed.hasher.verify('correct horse', user!.passwordHash)).toBe(true);
  });

  it('refuses personal and malformed addresses and short passwords before anything is stored', async () => {
    const bed = accountsTestbed();
    for (const email of ['someone@gmail.com', 'x@yahoo.co.uk', 'no-at-sign', 'a@b', 'a@a.a.a.!']) {
      await expect(bed.register.execute(registration({ email }))).rejects.toMatchObject({
        code: 'WORK_EMAIL_REQUIRED',
      });
    }
    await expect(bed.register.execute(registration({ password: 'short' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(bed.registrations.rows).toEqual([]);
    expect(bed.mailer.sent).toEqual([]);
  });

  it(`refuses sign-up ${BUDGETS.registrationsPerAddress.max + 1} from one address in an hour with a wait, hashing nothing`, async () => {
    const bed = accountsTestbed();
    bed.clock.set('2026-03-01T10:00:00.000Z');
    for (let i = 0; i < BUDGETS.registrationsPerAddress.max; i++)
      await bed.register.execute(registration({ email: `user${i}@acme.co.ke` }, '198.51.100.7'));
    const hashes = bed.hasher.hashCalls;
    const refused = await bed.register
      .execute(registration({ email: 'late@acme.co.ke' }, '198.51.100.7'))
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-ups from your network. Please try again in 60 minutes.',
      details: { retryAfterSeconds: 3600 },
    });
    expect(bed.hasher.hashCalls).toBe(hashes);
    await bed.register.execute(registration({ email: 'other@acme.co.ke' }, '203.0.113.9'));
  });

  it('mails one address at most 5 times an hour, silently', async () => {
    const bed = accountsTestbed();
    for (let i = 0; i < BUDGETS.registrationMailsPerAddress.max + 3; i++)
      await bed.register.execute(registration());
    expect(bed.mailer.to('amina@acme.co.ke')).toHaveLength(BUDGETS.registrationMailsPerAddress.max);
  });
});

describe('VerifyEmail', () => {
  it('creates the confirmed account, founds the organisation of a new domain and records the sign-in', async () => {
    const bed = accountsTestbed();
    bed.clock.set('2026-03-01T10:00:00.000Z');
    await bed.register.execute(registration());
    bed.clock.advance(60_000);
    const user = await bed.verifyEmail.execute({
      token: mailedVerifyToken(bed.mailer, valid.email)!,
      origin: '',
    });
    expect(user).toMatchObject({ email: 'amina@acme.co.ke', firstName: 'Amina', platformAdmin: false });
    expect(user.lastSignInAt).toEqual(bed.clock.now());
    expect(membershipOf(user)).toBe('member');
    expect(await bed.organisations.findById(user.organisationId!)).toMatchObject({
      domain: 'acme.co.ke',
      name: 'Acme',
    });
  });

  it('lets a later colleague of the domain wait for a member, who is told by mail', async () => {
    const bed = accountsTestbed();
    const founder = await bed.signUp(valid);
    const colleague = await bed.signUp({ ...valid, email: 'juma@acme.co.ke', firstName: 'Juma' });
    expect(membershipOf(colleague)).toBe('pending');
    expect(colleague.organisationId).toBeNull();
    expect(colleague.requestedOrganisationId).toBe(founder.organisationId);
    expect(bed.mailer.to(founder.email).at(-1)!.subject).toBe(
      'Juma Otieno (juma@acme.co.ke) asks to join Acme on Sauti',
    );
  });

  it('gives the password of whoever owns the mailbox: an attacker’s earlier registration of the address never wins', async () => {
    const bed = accountsTestbed();
    await bed.register.execute(registration({ password: 'attacker pass 1' }));
    const attackersToken = mailedVerifyToken(bed.mailer, valid.email)!;
    await bed.register.execute(registration({ password: 'owner password 2' }));
    const ownersToken = mailedVerifyToken(bed.mailer, valid.email)!;
    expect(ownersToken).not.toBe(attackersToken);
    const user = await bed.verifyEmail.execute({ token: ownersToken, origin: '' });
    expect(await bed.hasher.verify('owner password 2', user.passwordHash)).toBe(true);
    await expect(bed.verifyEmail.execute({ token: attackersToken, origin: '' })).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: VERIFY_MESSAGES.invalid,
    });
  });

  it('uses a link once, refuses it after a day, and says "already confirmed" for a used one', async () => {
    const bed = accountsTestbed();
    await bed.register.execute(registration());
    const token = mailedVerifyToken(bed.mailer, valid.email)!;
    await bed.verifyEmail.execute({ token, origin: '' });
    await expect(bed.verifyEmail.execute({ token, origin: '' })).rejects.toMatchObject({
      message: VERIFY_MESSAGES.alreadyConfirmed,
    });
    await bed.register.execute(registration({ email: 'late@other-co.com' }));
    const late = mailedVerifyToken(bed.mailer, 'late@other-co.com')!;
    bed.clock.advance(VERIFY_LINK_LIFETIME_MS);
    await expect(bed.verifyEmail.execute({ token: late, origin: '' })).rejects.toMatchObject({
      message: VERIFY_MESSAGES.invalid,
    });
    await expect(bed.verifyEmail.execute({ token: 'x'.repeat(43), origin: '' })).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
  });

  it('never makes the first account administrator, and ADMIN_EMAIL only once confirmed (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (adminFirst, confirm) => {
        const bed = accountsTestbed({ adminEmail: 'ops@sauti-hq.com' });
        const admin = { ...valid, email: 'ops@sauti-hq.com' };
        if (adminFirst) await bed.register.execute(registration(admin));
        const first = await bed.signUp({ ...valid, email: 'first@acme.co.ke' });
        expect(await bed.admins.isAdmin(first)).toBe(false);
        if (!adminFirst) await bed.register.execute(registration(admin));
        expect(await bed.users.findByEmail(admin.email)).toBeNull();
        if (!confirm) return;
        const token = mailedVerifyToken(bed.mailer, admin.email)!;
        expect(await bed.admins.isAdmin(await bed.verifyEmail.execute({ token, origin: '' }))).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
