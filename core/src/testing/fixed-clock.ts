import type { Clock } from '../ports/clock.js';
import type { Ids } from '../ports/ids.js';

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2025-01-15T09:00:00.000Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }
}

/**
 * Predictable ids (`id-1`, `id-2`, ...) and tokens (`tok2-xxxx…` padded to the asked length),
 * each distinct from every earlier one. Obviously not secret.
 */
export class SequentialIds implements Ids {
  private counter = 0;

  newId(): string {
    this.counter += 1;
    return `id-${this.counter}`;
  }

  newToken(length: number): string {
    this.counter += 1;
    const stem = `tok${this.counter}-`;
    return (stem + 'x'.repeat(Math.max(0, length - stem.length))).slice(0, length);
  }
}
