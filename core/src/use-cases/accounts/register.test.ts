import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membershipOf } from '../../domain/membership.js';
import { accountsTestbed, mailedVerifyToken, TESTBED_ORIGIN } from '../../testing/accounts-testbed.js';
import { BUDGETS } from '../../rules/abuse-budgets.js';
import { VERIFY_LINK_LIFETIME_MS } from './register.js';
import { VERIFY_MESSAGES } from './verify-email.js';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code: string }) => e.code,
  );

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
/** What the confirmation page sends with the link's token. */
const confirmation = (token: string, password = valid.password) => ({
  token,
  password,
  firstName: 'Amina',
  lastName: 'Otieno',
  origin: '',
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

  it('answers the same whether or not the address has an account (no enumeration), hashing nothing', async () => {
    const bed = accountsTestbed();
    await bed.signUp(valid);
    const hashesBefore = bed.hasher.hashCalls;
    const again = await bed.register.execute(registration());
    const fresh = await bed.register.execute(registration({ email: 'juma@acme.co.ke' }));
    expect(again).toEqual(fresh);
    expect(bed.hasher.hashCalls).toBe(hashesBefore);
    expect(bed.mailer.to('amina@acme.co.ke').at(-1)!.subject).toBe('You already have a Sauti account');
    const user = await bed.users.findByEmail('amina@acme.co.ke');
    expect(await bed.hasher.verify('correct horse', user!.passwordHash)).toBe(true);
  });

  it('refuses personal and malformed addresses before anything is stored', async () => {
    const bed = accountsTestbed();
    for (const email of ['someone@gmail.com', 'x@yahoo.co.uk', 'no-at-sign', 'a@b', 'a@a.a.a.!']) {
      await expect(bed.register.execute(registration({ email }))).rejects.toMatchObject({
        code: 'WORK_EMAIL_REQUIRED',
      });
    }
    expect(bed.registrations.rows).toEqual([]);
    expect(bed.mailer.sent).toEqual([]);
  });

  it(`refuses sign-up ${BUDGETS.registrationsPerAddress.max + 1} from one address in an hour with a wait`, async () => {
    const bed = accountsTestbed();
    bed.clock.set('2026-03-01T10:00:00.000Z');
    for (let i = 0; i < BUDGETS.registrationsPerAddress.max; i++)
      await bed.register.execute(registration({ email: `user${i}@acme.co.ke` }, '198.51.100.7'));
    const refused = await bed.register
      .execute(registration({ email: 'late@acme.co.ke' }, '198.51.100.7'))
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-ups from your network. Please try again in 60 minutes.',
      details: { retryAfterSeconds: 3600 },
    });
    await bed.register.execute(registration({ email: 'other@acme.co.ke' }, '203.0.113.9'));
  });

  it('mails one address at most 5 times an hour, and says so to the sixth sign-up instead of dropping it', async () => {
    const bed = accountsTestbed();
    bed.clock.set('2026-03-01T10:20:00.000Z');
    for (let i = 0; i < BUDGETS.registrationMailsPerAddress.max; i++)
      await bed.register.execute(registration());
    const refused = await bed.register.execute(registration()).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'We already sent several links to this address in the last hour. Open the newest one (it works for 24 hours), or try again in 40 minutes.',
      details: { retryAfterSeconds: 2400 },
    });
    expect(bed.mailer.to('amina@acme.co.ke')).toHaveLength(BUDGETS.registrationMailsPerAddress.max);
    // The newest link mailed works for whoever holds the mailbox, with the password chosen there.
    const user = await bed.verifyEmail.execute(confirmation(mailedVerifyToken(bed.mailer, valid.email)!));
    expect(await bed.hasher.verify(valid.password, user.passwordHash)).toBe(true);
  });

  it('replaces the open registration of the address: only the newest link works, and its mail says so', async () => {
    const bed = accountsTestbed();
    await bed.register.execute(registration());
    const first = mailedVerifyToken(bed.mailer, valid.email)!;
    expect(bed.mailer.to('amina@acme.co.ke')[0]!.text).not.toMatch(/replaces/);
    await bed.register.execute(registration());
    const second = mailedVerifyToken(bed.mailer, valid.email)!;
    expect(bed.mailer.to('amina@acme.co.ke')[1]!.text).toContain(
      'This link replaces the one we sent earlier, which no longer works',
    );
    await expect(bed.verifyEmail.check(first)).rejects.toMatchObject({ message: VERIFY_MESSAGES.replaced });
    await expect(bed.verifyEmail.execute(confirmation(first))).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: VERIFY_MESSAGES.replaced,
    });
    expect(await bed.verifyEmail.check(second)).toEqual({
      email: 'amina@acme.co.ke',
      firstName: 'Amina',
      lastName: 'Otieno',
    });
  });
});

describe('VerifyEmail', () => {
  it('creates the confirmed account, founds the organisation of a new domain and records the sign-in', async () => {
    const bed = accountsTestbed();
    bed.clock.set('2026-03-01T10:00:00.000Z');
    await bed.register.execute(registration());
    bed.clock.advance(60_000);
    const user = await bed.verifyEmail.execute(confirmation(mailedVerifyToken(bed.mailer, valid.email)!));
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

  it('gives the account the password the mailbox’s holder chooses, whoever registered the address (pre-hijacking)', async () => {
    const bed = accountsTestbed();
    // The owner registers, then an attacker registers the same address after them (and first, too).
    await bed.register.execute(registration());
    await bed.register.execute(registration({ firstName: 'Mallory' }));
    // The owner opens the newest mail in their inbox and chooses a password there.
    const token = mailedVerifyToken(bed.mailer, valid.email)!;
    expect((await bed.verifyEmail.check(token)).firstName).toBe('Mallory');
    const user = await bed.verifyEmail.execute(confirmation(token, 'owner password 2'));
    expect(user.firstName).toBe('Amina');
    expect(await bed.hasher.verify('owner password 2', user.passwordHash)).toBe(true);
    expect(
      await codeOf(
        bed.login.execute({ email: valid.email, password: 'owner password 2', clientAddress: null }),
      ),
    ).toBe('OK');
  });

  it('uses a link once, refuses it after a day, and says "already confirmed" for a used one', async () => {
    const bed = accountsTestbed();
    await bed.register.execute(registration());
    const token = mailedVerifyToken(bed.mailer, valid.email)!;
    await bed.verifyEmail.execute(confirmation(token));
    await expect(bed.verifyEmail.execute(confirmation(token))).rejects.toMatchObject({
      message: VERIFY_MESSAGES.alreadyConfirmed,
    });
    await bed.register.execute(registration({ email: 'late@other-co.com' }));
    const late = mailedVerifyToken(bed.mailer, 'late@other-co.com')!;
    bed.clock.advance(VERIFY_LINK_LIFETIME_MS);
    await expect(bed.verifyEmail.execute(confirmation(late))).rejects.toMatchObject({
      message: VERIFY_MESSAGES.invalid,
    });
    await expect(bed.verifyEmail.execute(confirmation('x'.repeat(43)))).rejects.toMatchObject({
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
        expect(await bed.admins.isAdmin(await bed.verifyEmail.execute(confirmation(token)))).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
