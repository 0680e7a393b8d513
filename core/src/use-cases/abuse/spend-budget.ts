import { DomainError } from '../../domain/errors.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { Budget } from '../../rules/abuse-budgets.js';
import { secondsLeftInWindow, waitText, windowStart } from '../../rules/fixed-window.js';

/** Where a budget's window starts: the epoch-aligned window, or the owner's start (never refills). */
function startOf(budget: Budget, now: Date, anchor: Date | undefined): Date {
  if (budget.windowMs !== null) return windowStart(now, budget.windowMs);
  return anchor ?? new Date(0);
}

/** How a spend is counted and refused. */
export interface SpendOptions {
  amount?: number;
  anchor?: Date;
  message: (wait: string) => string;
  overrun?: () => DomainError;
}

/** One budget to spend from, for {@link spendBudgets}. */
export interface BudgetSpend extends SpendOptions {
  key: string;
  budget: Budget;
}

/**
 * Spends `amount` of `budget` under `key`. Within budget it is counted; over it nothing is counted
 * (the amount is given back) and RATE_LIMITED is thrown with `details.retryAfterSeconds` (seconds
 * until the window ends) and `message(wait)`, e.g. "Please try again in 7 minutes.". A budget
 * without a window never refills: use `overrun` to throw something else (e.g. TOO_LARGE).
 * Resolves with the amount spent in the window so far, this spend included.
 */
export async function spendBudgetCounted(
  store: RateLimitStore,
  key: string,
  budget: Budget,
  now: Date,
  options: SpendOptions,
): Promise<number> {
  const amount = options.amount ?? 1;
  const start = startOf(budget, now, options.anchor);
  const total = await store.add(key, start, amount);
  if (total <= budget.max) return total;
  await store.add(key, start, -amount);
  throw refusal(budget, now, options);
}

/** {@link spendBudgetCounted} for callers that need no count. */
export async function spendBudget(
  store: RateLimitStore,
  key: string,
  budget: Budget,
  now: Date,
  options: SpendOptions,
): Promise<void> {
  await spendBudgetCounted(store, key, budget, now, options);
}

/**
 * Spends from several budgets at once, all or nothing, in one round trip of the store: when any
 * is over, every amount is given back and the first over (in the order given) is refused as
 * {@link spendBudget} would refuse it.
 */
export async function spendBudgets(
  store: RateLimitStore,
  spends: readonly BudgetSpend[],
  now: Date,
): Promise<void> {
  const additions = spends.map((s) => ({
    key: s.key,
    windowStart: startOf(s.budget, now, s.anchor),
    amount: s.amount ?? 1,
  }));
  const totals = await store.addAll(additions);
  const over = spends.find((s, i) => totals[i]! > s.budget.max);
  if (!over) return;
  await store.addAll(additions.map((a) => ({ ...a, amount: -a.amount })));
  throw refusal(over.budget, now, over);
}

function refusal(budget: Budget, now: Date, options: SpendOptions): DomainError {
  if (budget.windowMs === null || options.overrun) {
    return options.overrun?.() ?? new DomainError('RATE_LIMITED', options.message('later'));
  }
  const retryAfterSeconds = secondsLeftInWindow(now, budget.windowMs);
  return new DomainError('RATE_LIMITED', options.message(waitText(retryAfterSeconds)), { retryAfterSeconds });
}
