import type { WorkSlots } from '../ports/work-slots.js';

/** WorkSlots in memory: per name, the leases held and when each runs out. */
export class InMemoryWorkSlots implements WorkSlots {
  private readonly held = new Map<string, Map<string, number>>();
  private next = 0;

  async acquire(name: string, capacity: number, leaseMs: number, now: Date): Promise<string | null> {
    const leases = this.held.get(name) ?? new Map<string, number>();
    for (const [lease, until] of leases) if (until <= now.getTime()) leases.delete(lease);
    if (leases.size >= capacity) return null;
    const lease = `lease-${++this.next}`;
    leases.set(lease, now.getTime() + leaseMs);
    this.held.set(name, leases);
    return lease;
  }

  async release(name: string, lease: string): Promise<void> {
    this.held.get(name)?.delete(lease);
  }
}
