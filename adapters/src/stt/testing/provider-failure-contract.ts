import { isDomainError } from '@sauti/core/domain/errors';
import { afterEach, expect, it } from 'vitest';
import type { Fault, WireServer } from '../../testing/wire/recording-server.js';

/** The server misbehaviours every cloud adapter must turn into PROVIDER_UNAVAILABLE. */
export const FAULTS: [string, Fault][] = [
  ['a 500', { kind: 'status', status: 500 }],
  ['a 429', { kind: 'status', status: 429, body: '{"error":{"message":"rate limited","code":429}}' }],
  ['a stall past the timeout', { kind: 'slow', delayMs: 2_500 }],
  ['a garbage body', { kind: 'garbage' }],
];

/** Checks that `call` rejects with PROVIDER_UNAVAILABLE and a message free of `secret`. */
export async function expectProviderUnavailable(call: Promise<unknown>, secret: string): Promise<void> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(isDomainError(error) && error.code, String(error)).toBe('PROVIDER_UNAVAILABLE');
  expect((error as Error).message).not.toContain(secret);
  expect((error as Error).message.length).toBeGreaterThan(10);
}

/**
 * For each fault: the server misbehaves on every attempt (retries included) and the adapter
 * rejects with PROVIDER_UNAVAILABLE, naming no key. The adapter under test must time out
 * well before 2.5 s.
 */
export function providerFailureContract(
  server: () => WireServer,
  call: () => Promise<unknown>,
  secret: string,
): void {
  afterEach(() => server().clearFaults());
  it.each(FAULTS)('answers %s with PROVIDER_UNAVAILABLE, leaking no key', async (_label, fault) => {
    server().failNext(fault, 5);
    await expectProviderUnavailable(call(), secret);
  });
}
