import { DomainError } from '../../domain/errors.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { Budget } from '../../rules/abuse-budgets.js';
import { secondsLeftInWindow, waitText, windowStart } from '../../rules/fixed-window.js';

/** Where a budget's window starts: the epoch-aligned window, or the owner's start (never refills). */
function startOf(budget: Budget, now: Date, anchor: Date | undefined): Date {
  if (budget.windowMs !== null) return windowStart(now, budget.windowMs);
  return anchor ?? new Date(0);
}

/**
 * Spends `amount` of `budget` under `key`. Within budget it is counted; over it nothing is counted
 * (the amount is given back) and RATE_LIMITED is thrown with `details.retryAfterSeconds` (seconds
 * until the window ends) and `message(wait)`, e.g. "Please try again in 7 minutes.". A budget
 * without a window never refills: use `overrun` to throw something else (e.g. TOO_LARGE).
 */
export async function spendBudget(
  store: RateLimitStore,
  key: string,
  budget: Budget,
  now: Date,
  options: {
    amount?: number;
    anchor?: Date;
    message: (wait: string) => string;
    overrun?: () => DomainError;
  },
): Promise<void> {
  const amount = options.amount ?? 1;
  const start = startOf(budget, now, options.anchor);
  const total = await store.add(key, start, amount);
  if (total <= budget.max) return;
  await store.add(key, start, -amount);
  if (budget.windowMs === null || options.overrun) {
    throw options.overrun?.() ?? new DomainError('RATE_LIMITED', options.message('later'));
  }
  const retryAfterSeconds = secondsLeftInWindow(now, budget.windowMs);
  throw new DomainError('RATE_LIMITED', options.message(waitText(retryAfterSeconds)), { retryAfterSeconds });
}
