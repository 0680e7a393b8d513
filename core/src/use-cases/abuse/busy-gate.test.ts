import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BusyGate } from './busy-gate.js';

const limits = { atOnce: 2, waiting: 3, message: 'busy', retryAfterSeconds: 7 };

describe('BusyGate', () => {
  // Invariant: however many callers arrive at once and however long each takes, no more than
  // `atOnce` run together, exactly atOnce + waiting are served, the rest are refused at once.
  it('runs at most atOnce together and turns away what does not fit the queue', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(5), { minLength: 1, maxLength: 20 }), async (delays) => {
        const gate = new BusyGate(limits);
        let running = 0;
        let most = 0;
        const results = await Promise.allSettled(
          delays.map((ms) =>
            gate.run(async () => {
              most = Math.max(most, ++running);
              for (let tick = 0; tick < ms; tick++) await Promise.resolve(); // work of uneven length
              running--;
            }),
          ),
        );
        const served = results.filter((r) => r.status === 'fulfilled').length;
        expect(most).toBeLessThanOrEqual(limits.atOnce);
        expect(served).toBe(Math.min(delays.length, limits.atOnce + limits.waiting));
        for (const r of results.filter((r) => r.status === 'rejected'))
          expect((r as PromiseRejectedResult).reason).toMatchObject({
            code: 'RATE_LIMITED',
            details: { retryAfterSeconds: 7 },
          });
        // Once the burst is over the gate is free again, failures included.
        await expect(gate.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
        await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
      }),
      { numRuns: 30 },
    );
  });
});
