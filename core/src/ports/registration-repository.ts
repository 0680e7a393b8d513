import type { PendingRegistration } from '../domain/membership.js';

/** Registrations waiting for their address to be confirmed (stored by token digest only). */
export interface RegistrationRepository {
  add(registration: PendingRegistration): Promise<void>;
  /** Marks the open (unused, not replaced) registrations of an address replaced at `at`; how many. */
  replaceOpenFor(email: string, at: Date): Promise<number>;
  /**
   * Uses a registration once: marks it used and returns it when it exists, is unused, not
   * replaced and has not expired at `now`; otherwise null. Of two concurrent uses only one succeeds.
   */
  consume(tokenHash: string, now: Date): Promise<PendingRegistration | null>;
  /** The registration of a token whatever its state (so "already used" and "unknown" can be told apart). */
  findByTokenHash(tokenHash: string): Promise<PendingRegistration | null>;
  /** The newest unused, unreplaced, unexpired registration of an address, or null. */
  findLatestOpen(email: string, now: Date): Promise<PendingRegistration | null>;
  /** Removes the unused registrations of an address (once one of them made the account). */
  deleteOpenFor(email: string): Promise<number>;
}
