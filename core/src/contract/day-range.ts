import { z } from 'zod';

/** A period of whole UTC days, written YYYY-MM-DD, as the audit and the decision log take it. */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The longest period one request covers: ten years of days. */
export const MAX_PERIOD_DAYS = 3_660;

export const DAY_RANGE_MESSAGES = {
  date: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  order: 'The end date must be on or after the start date',
  tooLong: `A period covers at most ${MAX_PERIOD_DAYS} days`,
} as const;

/** Milliseconds of a YYYY-MM-DD date at midnight UTC, or null when it is no real date. */
export function dayStart(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}

/** An optional day, named `field` in its message. */
export const dayField = (field: string) =>
  z
    .string({ error: DAY_RANGE_MESSAGES.date(field) })
    .refine((text) => dayStart(text) !== null, { error: DAY_RANGE_MESSAGES.date(field) })
    .optional();

/** The rule of a period: the end on or after the start, at most MAX_PERIOD_DAYS days. */
export function periodProblem(from: number, to: number): string | null {
  if (to < from) return DAY_RANGE_MESSAGES.order;
  if ((to - from) / DAY_MS + 1 > MAX_PERIOD_DAYS) return DAY_RANGE_MESSAGES.tooLong;
  return null;
}

/** Adds the period's problem to `to`, when both days are given and valid. */
export function checkPeriod(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  const from = q.from === undefined ? null : dayStart(q.from);
  const to = q.to === undefined ? null : dayStart(q.to);
  const problem = from === null || to === null ? null : periodProblem(from, to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
}

/** `?from=&to=` of the decision log: both optional, the whole log without them. */
export const dayRangeQuerySchema = z
  .object({ from: dayField('from'), to: dayField('to') })
  .superRefine(checkPeriod);
export type DayRangeQuery = z.output<typeof dayRangeQuerySchema>;
