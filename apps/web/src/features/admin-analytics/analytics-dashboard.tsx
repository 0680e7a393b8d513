import { Skeleton } from '@/components/ui/skeleton';
import { AccessDenied } from './access-denied';
import { LoadError } from './analytics-parts';
import { formatLastUpdated } from './analytics-dates';
import { AnalyticsTabs } from './analytics-tabs';
import { SummaryCards } from './summary-cards';
import {
  isForbidden,
  useAdminAnalytics,
  useAiLearningInsights,
  useAnalyticsUsers,
  useReferrers,
} from './use-analytics-queries';

/** Inline text when the analytics cannot be loaded (docs/behaviour/platform.md §8). */
export const ANALYTICS_LOAD_FAILURE = 'Failed to load analytics data. Please try again later.';

/** The analytics dashboard proper: four polled loads, the header, summary cards and tabs. */
export function AnalyticsDashboard() {
  const analytics = useAdminAnalytics();
  const users = useAnalyticsUsers();
  const referrers = useReferrers();
  const insights = useAiLearningInsights();

  // The server is the judge of admin rights: a 403 on any load means this user has none.
  if ([analytics, users, referrers, insights].some((q) => isForbidden(q.error))) return <AccessDenied />;

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">Platform Analytics</h1>
          <p className="text-muted-foreground">
            Usage, hiring outcomes and traffic across all organisations.
          </p>
        </div>
        {analytics.data && (
          <p className="text-sm text-muted-foreground">
            Last updated: {formatLastUpdated(analytics.data.generatedAt)}
          </p>
        )}
      </header>
      {analytics.isError && <LoadError>{ANALYTICS_LOAD_FAILURE}</LoadError>}
      {analytics.isPending && <Skeleton className="h-32 w-full" />}
      {analytics.data && (
        <>
          <SummaryCards analytics={analytics.data} />
          <AnalyticsTabs
            analytics={analytics.data}
            users={users.data}
            usersFailed={users.isError ? ANALYTICS_LOAD_FAILURE : null}
            referrers={referrers.data}
            referrersFailed={referrers.isError ? ANALYTICS_LOAD_FAILURE : null}
            insights={insights.data}
            insightsFailed={insights.isError}
          />
        </>
      )}
    </main>
  );
}
