const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

function formatted(format: Intl.DateTimeFormat, iso: string | null, fallback: string): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : format.format(date);
}

/** 'Mar 4, 2025' in the viewer's time zone, or `fallback` for no (or an unreadable) date. */
export function dateText(iso: string | null, fallback: string): string {
  return formatted(dateFormat, iso, fallback);
}

/** 'Mar 4, 2025, 14:05 GMT+3': the day, the time and the viewer's zone, for events of the same day. */
export function dateTimeText(iso: string | null, fallback: string): string {
  return formatted(dateTimeFormat, iso, fallback);
}
