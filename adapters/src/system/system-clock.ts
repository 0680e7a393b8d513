import type { Clock } from '@sauti/core/ports/clock';

/** The wall clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
