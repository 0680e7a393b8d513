import type { GateLimits } from '../../rules/abuse-budgets.js';
import { DomainError } from '../../domain/errors.js';

/**
 * Runs expensive work of one kind (a password hash) at most `atOnce` at a time in this process,
 * lets `waiting` more queue for a turn, and turns the rest away at once with RATE_LIMITED and a
 * retry time. So a flood from many addresses, which no per-address budget stops, holds only a
 * slot's worth of CPU and never queues the rest of the product (sign-in's own hash) behind it.
 */
export class BusyGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: GateLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.atOnce) {
      if (this.queue.length >= this.limits.waiting)
        throw new DomainError('RATE_LIMITED', this.limits.message, {
          retryAfterSeconds: this.limits.retryAfterSeconds,
        });
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next)
        next(); // the turn passes on: `running` stays the same
      else this.running--;
    }
  }
}
