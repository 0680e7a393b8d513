/**
 * The date texts of the analytics screen (docs/behaviour/platform.md §2.8), in the viewer's local time with
 * English month names. Written by hand because the patterns are few and a date library would
 * weigh more than the screen.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Shown for a date string that does not parse. */
export const INVALID_DATE = 'Invalid date';

const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM dd' e.g. 'Mar 04'. */
const monthDay = (d: Date) => `${MONTHS[d.getMonth()]} ${pad(d.getDate())}`;
/** 'HH:mm' on a 24-hour clock. */
const hourMinute = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** 'MMM dd, yyyy' (Joined): 'Unknown' when missing, 'Invalid date' when unparsable. */
export function formatJoined(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = parse(value);
  return date ? `${monthDay(date)}, ${date.getFullYear()}` : INVALID_DATE;
}

/** 'MMM dd, yyyy HH:mm' (Last Sign In): 'Never' when missing, 'Invalid date' when unparsable. */
export function formatLastSignIn(value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = parse(value);
  return date ? `${monthDay(date)}, ${date.getFullYear()} ${hourMinute(date)}` : INVALID_DATE;
}

/** 'MMM dd, HH:mm' (Recent Activity timestamps). */
export function formatActivityTime(value: string): string {
  const date = parse(value);
  return date ? `${monthDay(date)}, ${hourMinute(date)}` : INVALID_DATE;
}

/** 'MMM dd, yyyy HH:mm:ss' (the header's Last updated): seconds show that polling is alive. */
export function formatLastUpdated(value: string): string {
  const date = parse(value);
  return date
    ? `${monthDay(date)}, ${date.getFullYear()} ${hourMinute(date)}:${pad(date.getSeconds())}`
    : INVALID_DATE;
}
