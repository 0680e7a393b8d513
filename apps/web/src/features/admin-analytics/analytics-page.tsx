import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { AccessDenied } from './access-denied';
import { AnalyticsDashboard } from './analytics-dashboard';

/**
 * The administrator's analytics screen at /analytics (docs/behaviour/platform.md §2.8). Only the designated
 * administrator (`isAdmin` on the current user) gets the dashboard; nothing is fetched for others.
 */
export function AnalyticsPage() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label="Loading" className="m-8" />;
  if (user.data?.isAdmin !== true) return <AccessDenied />;
  return <AnalyticsDashboard />;
}
