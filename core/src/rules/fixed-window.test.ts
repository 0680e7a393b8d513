import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secondsLeftInWindow, waitText, windowStart } from './fixed-window.js';

const windowMs = fc.integer({ min: 1_000, max: 7 * 86_400_000 });
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

describe('fixed windows', () => {
  it('puts every instant in the epoch-aligned window that contains it (property)', () => {
    fc.assert(
      fc.property(instant, windowMs, (now, ms) => {
        const start = windowStart(now, ms).getTime();
        return start % ms === 0 && start <= now.getTime() && now.getTime() < start + ms;
      }),
    );
  });

  it('tells the seconds left until the window ends, rounded up, at least 1 (property)', () => {
    fc.assert(
      fc.property(instant, windowMs, (now, ms) => {
        const left = secondsLeftInWindow(now, ms);
        const end = windowStart(now, ms).getTime() + ms;
        return left >= 1 && left * 1000 >= end - now.getTime() && (left - 1) * 1000 < end - now.getTime();
      }),
    );
    expect(secondsLeftInWindow(new Date(14 * 60_000 + 30_500), 15 * 60_000)).toBe(30);
  });

  it('words a wait in whole minutes, rounded up, never less than one', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(899)).toBe('15 minutes');
  });
});
