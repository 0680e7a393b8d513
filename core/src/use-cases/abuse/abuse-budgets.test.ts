import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { AbuseBudgets } from './abuse-budgets.js';
import { BUDGETS } from '../../rules/abuse-budgets.js';

const MIB = 1024 * 1024;
function bed() {
  const store = new InMemoryRateLimitStore();
  const clock = new FixedClock(new Date('2026-03-02T08:00:00.000Z'));
  return { store, clock, budgets: new AbuseBudgets({ store, clock }) };
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code: string; details?: { retryAfterSeconds?: number } }) => e.code,
  );

describe('AbuseBudgets', () => {
  it('admits exactly the budget of starts per address and per job in a window, then says how long to wait', async () => {
    const { budgets, clock } = bed();
    for (let i = 0; i < BUDGETS.sessionStartsPerAddress.max; i++)
      await budgets.sessionStartFromAddress('41.90.1.1');
    const refused = await budgets.sessionStartFromAddress('41.90.1.1').catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many interviews were started from your network just now. Please try again in 10 minutes.',
      details: { retryAfterSeconds: 600 },
    });
    expect(await codeOf(budgets.sessionStartFromAddress('41.90.1.2'))).toBe('OK');
    clock.advance(10 * 60_000);
    expect(await codeOf(budgets.sessionStartFromAddress('41.90.1.1'))).toBe('OK');
    for (let i = 0; i < BUDGETS.sessionStartsPerJob.max; i++) await budgets.sessionStartForJob('job-1');
    expect(await codeOf(budgets.sessionStartForJob('job-1'))).toBe('RATE_LIMITED');
    expect(await codeOf(budgets.sessionStartForJob('job-2'))).toBe('OK');
  });

  it('stores at most 80 MiB per session, for good, counting nothing that was refused (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 20 * MIB }), { maxLength: 12 }), async (sizes) => {
        const { budgets } = bed();
        const uploader = {
          sessionId: 's1',
          sessionStartedAt: new Date('2026-03-01T00:00:00Z'),
          addressKey: null,
        };
        let stored = 0;
        for (const size of sizes) {
          const kib = Math.ceil(size / 1024);
          const code = await codeOf(budgets.storeBytes(uploader, size));
          const fits = stored + kib <= BUDGETS.storedKibPerSession.max;
          expect(code).toBe(fits ? 'OK' : 'TOO_LARGE');
          if (fits) stored += kib;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never refills a session’s byte budget, and gives it back when the address budget refuses', async () => {
    const { budgets, clock, store } = bed();
    const uploader = { sessionId: 's2', sessionStartedAt: clock.now(), addressKey: '2001:db8:1:2::/64' };
    await budgets.storeBytes(uploader, 80 * MIB);
    clock.advance(30 * 24 * 60 * 60_000);
    expect(await codeOf(budgets.storeBytes(uploader, 1))).toBe('TOO_LARGE');
    // Refused, so the address is not charged either.
    const hour = new Date(Math.floor(clock.now().getTime() / 3_600_000) * 3_600_000);
    expect(await store.peek('budget:bytes:address:2001:db8:1:2::/64', hour)).toBe(0);

    const other = { sessionId: 's3', sessionStartedAt: clock.now(), addressKey: '198.51.100.1' };
    await store.add(
      'budget:bytes:address:198.51.100.1',
      new Date(Math.floor(clock.now().getTime() / 3_600_000) * 3_600_000),
      BUDGETS.storedKibPerAddress.max,
    );
    expect(await codeOf(budgets.storeBytes(other, 1024))).toBe('RATE_LIMITED');
    expect(await store.peek('budget:bytes:session:s3', other.sessionStartedAt)).toBe(0);
  });

  it('counts transcriptions per session and per address, so a new session brings no new quota', async () => {
    const { budgets } = bed();
    for (let s = 0; s < 3; s++)
      for (let i = 0; i < BUDGETS.transcriptionsPerAddress.max / 3; i++)
        await budgets.transcription(`s${s}`, '41.90.1.1');
    expect(await codeOf(budgets.transcription('fresh-session', '41.90.1.1'))).toBe('RATE_LIMITED');
    for (let i = 0; i < BUDGETS.transcriptionsPerSession.max; i++) await budgets.transcription('solo', null);
    expect(await codeOf(budgets.transcription('solo', null))).toBe('RATE_LIMITED');
  });
});
