import type { AdminAnalyticsQueries } from '../../ports/admin-analytics-queries.js';
import type { Clock } from '../../ports/clock.js';
import { requireAdmin, type Actor } from '../accounts/tenancy.js';
import { composeAdminAnalytics } from './admin-analytics.js';
import { ANALYTICS_WINDOWS, analyticsCutoffs } from '../../rules/analytics-windows.js';
import type { AdminAnalytics } from '../../contract/analytics.js';

/** GET /api/admin/analytics: platform-wide figures for the administrator. */
export class GetAdminAnalytics {
  constructor(private readonly deps: { queries: AdminAnalyticsQueries; clock: Clock }) {}

  /** Errors: FORBIDDEN. */
  async execute(actor: Actor): Promise<AdminAnalytics> {
    requireAdmin(actor);
    const now = this.deps.clock.now();
    const [counts, activity] = await Promise.all([
      this.deps.queries.platformCounts(analyticsCutoffs(now)),
      this.deps.queries.recentActivity({
        now,
        abandonAfterMs: ANALYTICS_WINDOWS.abandonAfterMs,
        limit: ANALYTICS_WINDOWS.recentActivityLimit,
      }),
    ]);
    return composeAdminAnalytics(counts, activity, now);
  }
}
