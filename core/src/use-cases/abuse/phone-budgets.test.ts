import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { BUDGETS } from '../../rules/abuse-budgets.js';
import { AbuseBudgets } from './abuse-budgets.js';

function bed() {
  const clock = new FixedClock(new Date('2026-03-02T08:00:00.000Z'));
  return { clock, budgets: new AbuseBudgets({ store: new InMemoryRateLimitStore(), clock }) };
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code: string }) => e.code,
  );

describe('the phone budgets (docs/behaviour/platform.md §10)', () => {
  it('counts calls per number and per job, each apart, refilling after the hour', async () => {
    const { budgets, clock } = bed();
    for (let i = 0; i < BUDGETS.phoneCallsToNumber.max; i++) await budgets.phoneCallTo('+254712345678');
    expect(await codeOf(budgets.phoneCallTo('+254712345678'))).toBe('RATE_LIMITED');
    expect(await codeOf(budgets.phoneCallTo('+254799000111'))).toBe('OK');
    for (let i = 0; i < BUDGETS.phoneCallsFromNumber.max; i++) await budgets.phoneCallFrom('+254712345678');
    expect(await codeOf(budgets.phoneCallFrom('+254712345678'))).toBe('RATE_LIMITED');
    for (let i = 0; i < BUDGETS.phoneCallsPerJob.max; i++) await budgets.phoneCallForJob('job-1');
    expect(await codeOf(budgets.phoneCallForJob('job-1'))).toBe('RATE_LIMITED');
    expect(await codeOf(budgets.phoneCallForJob('job-2'))).toBe('OK');
    clock.advance(60 * 60_000);
    expect(await codeOf(budgets.phoneCallTo('+254712345678'))).toBe('OK');
  });

  it('counts only wrong PINs: a right one is given back, so a caller who resumes often is never stopped', async () => {
    const { budgets } = bed();
    for (let i = 0; i < 3 * BUDGETS.wrongPinsFromNumber.max; i++) {
      await budgets.pinAttempt('+254712345678');
      await budgets.pinAccepted('+254712345678');
    }
    for (let i = 0; i < BUDGETS.wrongPinsFromNumber.max; i++) await budgets.pinAttempt('+254712345678');
    const refused = await budgets.pinAttempt('+254712345678').catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many wrong PINs from this number.'),
    });
  });
});
