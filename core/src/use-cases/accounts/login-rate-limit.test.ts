import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { FakePasswordHasher } from '../../testing/fake-password-hasher.js';
import { LoginUser } from './login.js';
import {
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  rateLimitedMessage,
  windowStart,
} from './login-rate-limit.js';

const account = { email: 'amina@acme.co.ke', password: 'correct horse', firstName: 'A', lastName: 'O' };
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code: string }) => e.code,
  );

describe('login rate limits', () => {
  it('uses 10 attempts per account and 50 per address, in 15-minute windows', () => {
    expect(LOGIN_ACCOUNT_LIMIT).toEqual({ maxAttempts: 10, windowMs: 15 * 60_000 });
    expect(LOGIN_ADDRESS_LIMIT).toEqual({ maxAttempts: 50, windowMs: 15 * 60_000 });
  });

  it('allows exactly N failures per account window, then refuses (even the right password) until it passes', async () => {
    const bed = accountsTestbed();
    await bed.signUp(account);
    bed.clock.set(windowStart(bed.clock.now(), LOGIN_ACCOUNT_LIMIT.windowMs));
    const wrong = { email: account.email, password: 'wrong-password', clientAddress: null };
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.maxAttempts; i++) {
      expect(await codeOf(bed.login.execute(wrong))).toBe('INVALID_CREDENTIALS');
    }
    const refused = await bed.login
      .execute({ ...wrong, password: account.password })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      details: { retryAfterSeconds: 900 },
    });
    bed.clock.advance(LOGIN_ACCOUNT_LIMIT.windowMs - 1);
    expect(await codeOf(bed.login.execute({ ...wrong, password: account.password }))).toBe('RATE_LIMITED');
    bed.clock.advance(1);
    expect(await codeOf(bed.login.execute({ ...wrong, password: account.password }))).toBe('OK');
  });

  it('refuses after exactly maxAttempts failures for any limit and window, never beyond one window', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 120 }).map((m) => m * 60_000),
        fc.integer({ min: 0, max: 10_000_000 }),
        async (maxAttempts, windowMs, offset) => {
          const clock = new FixedClock(new Date(Date.UTC(2025, 0, 1) + offset));
          const login = new LoginUser({
            users: accountsTestbed().users,
            hasher: new FakePasswordHasher(),
            rateLimits: new InMemoryRateLimitStore(),
            clock,
            accountLimit: { maxAttempts, windowMs },
          });
          const attempt = () =>
            codeOf(login.execute({ email: 'x@acme.co.ke', password: 'p', clientAddress: null }));
          const codes: string[] = [];
          for (let i = 0; i <= maxAttempts; i++) codes.push(await attempt());
          expect(codes.slice(0, maxAttempts).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
          expect(codes[maxAttempts]).toBe('RATE_LIMITED');
          clock.set(new Date(windowStart(clock.now(), windowMs).getTime() + windowMs));
          expect(await attempt()).toBe('INVALID_CREDENTIALS');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('resets the account counter on success', async () => {
    const bed = accountsTestbed();
    await bed.signUp(account);
    bed.clock.set(windowStart(bed.clock.now(), LOGIN_ACCOUNT_LIMIT.windowMs));
    const wrong = { email: account.email, password: 'wrong-password', clientAddress: null };
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.maxAttempts - 1; i++) await codeOf(bed.login.execute(wrong));
      expect(await codeOf(bed.login.execute({ ...wrong, password: account.password }))).toBe('OK');
    }
  });

  it('limits one address across many accounts (password spraying)', async () => {
    const bed = accountsTestbed();
    const from = (i: number) => ({
      email: `u${i}@acme.co.ke`,
      password: 'Summer2025',
      clientAddress: '10.0.0.9',
    });
    bed.clock.set(windowStart(bed.clock.now(), LOGIN_ADDRESS_LIMIT.windowMs));
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.maxAttempts; i++) {
      expect(await codeOf(bed.login.execute(from(i)))).toBe('INVALID_CREDENTIALS');
    }
    expect(await codeOf(bed.login.execute(from(999)))).toBe('RATE_LIMITED');
    expect(await codeOf(bed.login.execute({ ...from(999), clientAddress: '10.0.0.10' }))).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('words the wait in whole minutes, rounded up', () => {
    expect(rateLimitedMessage(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(rateLimitedMessage(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });
});
