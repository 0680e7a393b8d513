/**
 * A platform-wide ceiling on work running at once (e.g. immediate transcriptions), shared by all
 * processes. A slot is leased: a process that dies frees it when the lease runs out.
 */
export interface WorkSlots {
  /**
   * Takes one of `capacity` slots of `name` until released or until `now + leaseMs`; returns the
   * lease, or null when every slot is taken. Two callers never hold the same slot.
   */
  acquire(name: string, capacity: number, leaseMs: number, now: Date): Promise<string | null>;
  /** Frees the slot held under `lease` (nothing if it has already run out or been taken over). */
  release(name: string, lease: string): Promise<void>;
}
