import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../domain/errors.js';
import { IDEMPOTENCY_KEY_TTL_MS, type IdempotentAnswer } from '../../domain/idempotency.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryIdempotencyStore } from '../../testing/in-memory-idempotency.js';
import { IdempotentRequests } from './idempotent-requests.js';

/** A world where each request's effect is counted per key and answers with its own body. */
function world() {
  const clock = new FixedClock(new Date('2026-11-29T08:00:00.000Z'));
  const requests = new IdempotentRequests({ store: new InMemoryIdempotencyStore(), clock });
  const effects = new Map<string, number>();
  const send = (key: string, body: string) =>
    requests.run({ organisationId: 'org', key, fingerprint: body }, async () => {
      await Promise.resolve(); // the effect takes time: others may arrive meanwhile
      effects.set(key, (effects.get(key) ?? 0) + 1);
      const answer: IdempotentAnswer = {
        status: 201,
        body: { made: body },
        headers: { location: `/x/${key}` },
      };
      return answer;
    });
  return { clock, requests, effects, send };
}

const codeOf = (error: unknown) => (isDomainError(error) ? error.code : String(error));
const request = fc.record({ key: fc.constantFrom('a', 'b', 'c'), body: fc.constantFrom('x', 'y') });

describe('IdempotentRequests (docs/behaviour/platform.md §15)', () => {
  it('property: one effect per key; the same body replays the first answer, another body is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 30 }), async (sequence) => {
        const { send, effects } = world();
        const first = new Map<string, string>();
        for (const { key, body } of sequence) {
          const owner = first.get(key);
          if (owner === undefined || owner === body) {
            const { answer, replayed } = await send(key, body);
            expect(replayed).toBe(owner !== undefined);
            expect(answer.body).toEqual({ made: body });
            first.set(key, body);
          } else {
            await expect(send(key, body).catch(codeOf)).resolves.toBe('IDEMPOTENCY_KEY_REUSED');
          }
        }
        for (const key of first.keys()) expect(effects.get(key)).toBe(1);
        expect([...effects.keys()].sort()).toEqual([...first.keys()].sort());
      }),
      { numRuns: 200 },
    );
  });

  it('property: requests arriving at once act once per key; the others are told to retry or refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 20 }), async (burst) => {
        const { send, effects } = world();
        const outcomes = await Promise.all(
          burst.map(({ key, body }) => send(key, body).then(() => 'ok', codeOf)),
        );
        for (const key of new Set(burst.map((r) => r.key))) expect(effects.get(key)).toBe(1);
        for (const outcome of outcomes) {
          expect(['ok', 'IDEMPOTENCY_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED']).toContain(outcome);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a failed request gives the key back; a key is kept a day, then may be used again', async () => {
    const { clock, requests, effects, send } = world();
    const failing = requests.run({ organisationId: 'org', key: 'k', fingerprint: 'x' }, async () => {
      throw new Error('mail server down');
    });
    await expect(failing).rejects.toThrow('mail server down');
    expect((await send('k', 'y')).replayed).toBe(false);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1);
    await expect(send('k', 'x').catch(codeOf)).resolves.toBe('IDEMPOTENCY_KEY_REUSED');
    clock.advance(1);
    expect(await requests.purge()).toBe(1);
    expect((await send('k', 'x')).replayed).toBe(false);
    expect(effects.get('k')).toBe(2);
  });

  it('an answer that is not a success is not kept: the retry runs again', async () => {
    const { requests } = world();
    let runs = 0;
    const refuse = () =>
      requests.run({ organisationId: 'org', key: 'k', fingerprint: 'x' }, async () => {
        runs += 1;
        return { status: 422, body: null, headers: {} };
      });
    await refuse();
    await refuse();
    expect(runs).toBe(2);
  });
});
