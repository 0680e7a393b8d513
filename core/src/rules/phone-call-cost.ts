/**
 * What phone calls cost, estimated (docs/operations.md, "What a call costs"): the call's minutes,
 * rounded up to whole (started) minutes, times the per-minute rate the operator
 * configured (PHONE_COST_PER_MINUTE). An estimate only: the provider's invoice is the truth.
 */
export interface PhoneRate {
  /** Millionths of `currency` per started minute. */
  perMinuteMicros: number;
  /** ISO 4217 code, e.g. USD or KES. */
  currency: string;
}

/** The estimate of one call of `durationSeconds`, in millionths of the rate's currency. */
export function estimateCallCostMicros(durationSeconds: number, rate: PhoneRate): number {
  return Math.ceil(Math.max(0, durationSeconds) / 60) * rate.perMinuteMicros;
}

/** A job's phone calls as HR sees them beside the other statistics. */
export interface PhoneCallStats {
  calls: number;
  /** Call time, in minutes to one decimal. */
  minutes: number;
  /** Null when no rate is configured. */
  estimatedCost: { amount: number; currency: string } | null;
}

/**
 * A job's (or one interview's) totals for HR: the overview's 'Phone calls' card and the exports'
 * call columns. Null when there were no calls (nothing to show).
 */
export function phoneCallStats(
  totals: { calls: number; seconds: number; estimatedCostMicros: number },
  currency: string | null,
): PhoneCallStats | null {
  if (totals.calls === 0) return null;
  return {
    calls: totals.calls,
    minutes: Math.round(Math.max(0, totals.seconds) / 6) / 10,
    estimatedCost: currency
      ? { amount: Math.round(totals.estimatedCostMicros / 10_000) / 100, currency }
      : null,
  };
}
