import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatJoined, formatLastSignIn, formatLastUpdated } from './analytics-dates';

// Local-time ISO strings (no zone), so the expectations hold in any TZ.
describe('analytics date texts (docs/behaviour/platform.md §2.8)', () => {
  it("formats Joined as 'MMM dd, yyyy', 'Unknown' when missing, 'Invalid date' when unparsable", () => {
    expect(formatJoined('2025-03-04T09:05:00')).toBe('Mar 04, 2025');
    expect(formatJoined('2024-12-31T23:59:00')).toBe('Dec 31, 2024');
    expect(formatJoined(null)).toBe('Unknown');
    expect(formatJoined(undefined)).toBe('Unknown');
    expect(formatJoined('')).toBe('Unknown');
    expect(formatJoined('not a date')).toBe('Invalid date');
  });

  it("formats Last Sign In as 'MMM dd, yyyy HH:mm' on a 24-hour clock, 'Never' when missing", () => {
    expect(formatLastSignIn('2025-01-09T07:03:00')).toBe('Jan 09, 2025 07:03');
    expect(formatLastSignIn('2025-11-20T18:45:00')).toBe('Nov 20, 2025 18:45');
    expect(formatLastSignIn(null)).toBe('Never');
    expect(formatLastSignIn('2025-13-45')).toBe('Invalid date');
  });

  it("formats activity times as 'MMM dd, HH:mm'", () => {
    expect(formatActivityTime('2025-06-01T00:00:00')).toBe('Jun 01, 00:00');
    expect(formatActivityTime('2025-09-15T14:30:00')).toBe('Sep 15, 14:30');
    expect(formatActivityTime('garbage')).toBe('Invalid date');
  });

  it('formats Last updated with seconds', () => {
    expect(formatLastUpdated('2025-05-02T08:09:07')).toBe('May 02, 2025 08:09:07');
  });
});
