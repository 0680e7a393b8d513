import { DomainError } from '../domain/errors.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Length of each unit; months are 30 days and years 365 days, so a period never depends on the calendar. */
export const RETENTION_UNIT_MS = {
  h: HOUR_MS,
  d: DAY_MS,
  w: 7 * DAY_MS,
  m: 30 * DAY_MS,
  y: 365 * DAY_MS,
} as const;

/**
 * A whole number from 1 to 9999 (no leading zero) followed by one unit letter; the bound keeps
 * any cutoff a valid date.
 */
const PERIOD = /^([1-9]\d{0,3})([hdwmy])$/;

/** The message of a period that cannot be read, naming what is accepted. */
export function invalidRetentionMessage(text: string): string {
  return (
    `--older-than: expected a whole number from 1 to 9999 and a unit, h (hours), d (days), w (weeks), ` +
    `m (30-day months) or y (365-day years), such as 48h, 90d, 12w, 6m or 1y; got ${JSON.stringify(text)}`
  );
}

/** A retention period as given and its length. */
export interface RetentionPeriod {
  text: string;
  ms: number;
}

/**
 * Reads a period such as `90d`, `12w`, `6m`, `1y` or `48h` (surrounding spaces ignored).
 * Errors: VALIDATION_FAILED for anything else, including zero, fractions and other units.
 */
export function parseRetentionPeriod(text: string): RetentionPeriod {
  const match = PERIOD.exec(text.trim());
  if (!match) throw new DomainError('VALIDATION_FAILED', invalidRetentionMessage(text));
  const unit = match[2] as keyof typeof RETENTION_UNIT_MS;
  return { text: text.trim(), ms: Number(match[1]) * RETENTION_UNIT_MS[unit] };
}

/** The instant before which activity counts as older than `period`, seen from `now`. */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  return new Date(now.getTime() - period.ms);
}

const UNIT_WORDS = { h: 'hour', d: 'day', w: 'week', m: 'month', y: 'year' } as const;

/** A period in words for candidates: `6m` → '6 months', `1y` → '1 year', `48h` → '48 hours'. */
export function retentionInWords(period: RetentionPeriod): string {
  const match = PERIOD.exec(period.text);
  if (!match) return period.text;
  const count = Number(match[1]);
  const word = UNIT_WORDS[match[2] as keyof typeof UNIT_WORDS];
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
