import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import {
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_DEVICE_LIMIT,
  LOGIN_PAIR_LIMIT,
} from '../../rules/login-limits.js';
import { rateLimitedMessage } from './login-rate-limit.js';
import { windowStart } from '../../rules/fixed-window.js';

const account = { email: 'amina@acme.co.ke', password: 'correct horse', firstName: 'A', lastName: 'O' };
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code: string }) => e.code,
  );

/** A signed-up owner whose phone already signed in once (so it holds a device token). */
async function world() {
  const bed = accountsTestbed();
  await bed.signUp(account);
  bed.clock.set(windowStart(bed.clock.now(), LOGIN_PAIR_LIMIT.windowMs));
  const first = await bed.login.execute({ ...account, clientAddress: '41.90.1.1' });
  const phone = first.newDeviceToken!;
  const attempt = (password: string, clientAddress: string | null, deviceToken: string | null = null) =>
    codeOf(bed.login.execute({ email: account.email, password, clientAddress, deviceToken }));
  return { bed, phone, attempt };
}

describe('sign-in limits without lockout on demand', () => {
  it('uses 10 failures per account and address, 50 per address, 100 per account, 10 per known device, in 15 minutes', () => {
    const window = 15 * 60_000;
    expect(LOGIN_PAIR_LIMIT).toEqual({ maxAttempts: 10, windowMs: window });
    expect(LOGIN_ADDRESS_LIMIT).toEqual({ maxAttempts: 50, windowMs: window });
    expect(LOGIN_ACCOUNT_LIMIT).toEqual({ maxAttempts: 100, windowMs: window });
    expect(LOGIN_DEVICE_LIMIT).toEqual({ maxAttempts: 10, windowMs: window });
  });

  it('refuses the attacker’s address after 10 failures while the owner signs in from anywhere else (issue 16 finding 5)', async () => {
    const { bed, attempt } = await world();
    for (let i = 0; i < LOGIN_PAIR_LIMIT.maxAttempts; i++)
      expect(await attempt('guess', '197.232.0.66')).toBe('INVALID_CREDENTIALS');
    const refused = await bed.login
      .execute({ ...account, clientAddress: '197.232.0.66' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      details: { retryAfterSeconds: 900 },
    });
    expect(await attempt(account.password, '105.160.3.3')).toBe('OK');
    bed.clock.advance(LOGIN_PAIR_LIMIT.windowMs);
    expect(await attempt(account.password, '197.232.0.66')).toBe('OK'); // never longer than a window
  });

  it('lets the owner’s known device in from the attacker’s own carrier address', async () => {
    const { phone, attempt } = await world();
    for (let i = 0; i < LOGIN_PAIR_LIMIT.maxAttempts + 5; i++) await attempt('guess', '197.232.0.66');
    expect(await attempt(account.password, '197.232.0.66')).toBe('RATE_LIMITED');
    expect(await attempt(account.password, '197.232.0.66', phone)).toBe('OK');
  });

  it('stops a botnet at 100 failures for the account, except for the owner’s known device', async () => {
    const { phone, attempt } = await world();
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.maxAttempts; i++)
      await attempt('guess', `10.${i >> 8}.${i & 255}.9`);
    expect(await attempt(account.password, '172.16.0.1')).toBe('RATE_LIMITED');
    expect(await attempt(account.password, '172.16.0.1', phone)).toBe('OK');
  });

  it('limits a known device by its own counter, and a device token of another account is no pass', async () => {
    const { bed, phone, attempt } = await world();
    for (let i = 0; i < LOGIN_DEVICE_LIMIT.maxAttempts; i++) await attempt('guess', '41.90.1.1', phone);
    expect(await attempt(account.password, '41.90.1.1', phone)).toBe('RATE_LIMITED');
    await bed.signUp({ ...account, email: 'other@rival.co.za' });
    const other = (
      await bed.login.execute({ email: 'other@rival.co.za', password: account.password, clientAddress: null })
    ).newDeviceToken;
    for (let i = 0; i < LOGIN_PAIR_LIMIT.maxAttempts; i++) await attempt('guess', '8.8.4.4', other);
    expect(await attempt(account.password, '8.8.4.4', other)).toBe('RATE_LIMITED');
  });

  it('refuses exactly after 10 failures of a pair, however many came before a success (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 14 }), async (failures) => {
        const { attempt } = await world();
        for (let i = 0; i < failures; i++) await attempt('guess', '41.90.9.9');
        expect(await attempt(account.password, '41.90.9.9')).toBe(
          failures < LOGIN_PAIR_LIMIT.maxAttempts ? 'OK' : 'RATE_LIMITED',
        );
      }),
      { numRuns: 30 },
    );
  });

  it('counts only failures: a hundred sign-ins from one office address use up nothing', async () => {
    const { attempt } = await world();
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.maxAttempts * 2; i++)
      expect(await attempt(account.password, '10.0.0.9')).toBe('OK');
    expect(await attempt('guess', '10.0.0.9')).toBe('INVALID_CREDENTIALS');
  });

  it('limits one address across many accounts (password spraying)', async () => {
    const bed = accountsTestbed();
    const from = (i: number) => ({
      email: `u${i}@acme.co.ke`,
      password: 'Summer2025',
      clientAddress: '10.0.0.9',
    });
    bed.clock.set(windowStart(bed.clock.now(), LOGIN_ADDRESS_LIMIT.windowMs));
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.maxAttempts; i++)
      expect(await codeOf(bed.login.execute(from(i)))).toBe('INVALID_CREDENTIALS');
    expect(await codeOf(bed.login.execute(from(999)))).toBe('RATE_LIMITED');
    expect(await codeOf(bed.login.execute({ ...from(999), clientAddress: '10.0.0.10' }))).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('knows no password of an unconfirmed registration: signing in answers as for an unknown account', async () => {
    const bed = accountsTestbed();
    await bed.register.execute({ ...account, origin: '', addressKey: null });
    expect(await codeOf(bed.login.execute({ ...account, clientAddress: null }))).toBe('INVALID_CREDENTIALS');
  });

  it('words the wait in whole minutes, rounded up', () => {
    expect(rateLimitedMessage(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(rateLimitedMessage(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });
});
