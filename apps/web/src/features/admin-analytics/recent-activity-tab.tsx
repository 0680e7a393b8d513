import { adminActivityLabel } from '@sauti/core/rules/activity';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatActivityTime } from './analytics-dates';
import type { AdminAnalytics } from './use-analytics-queries';

/** The Recent Activity list shows this many events (docs/behaviour/platform.md §9). */
export const RECENT_ACTIVITY_LIMIT = 20;

type Activity = AdminAnalytics['recentActivity'][number];

// One small inline icon per event type (no icon library); unknown types get a dot.
const iconPaths: Record<string, { d: string; tone: string }> = {
  user_signup: {
    d: 'M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M19 8v6M22 11h-6',
    tone: 'text-primary',
  },
  job_created: { d: 'M4 7h16v13H4zM9 7V4h6v3', tone: 'text-primary' },
  interview_started: {
    d: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3M19 11a7 7 0 0 1-14 0M12 18v3',
    tone: 'text-warning',
  },
  interview_completed: { d: 'M20 6 9 17l-5-5', tone: 'text-success' },
  interview_abandoned: { d: 'M18 6 6 18M6 6l12 12', tone: 'text-destructive' },
};

function ActivityIcon({ type }: { type: string }) {
  const icon = iconPaths[type] ?? { d: 'M12 12h.01', tone: 'text-muted-foreground' };
  return (
    <svg
      aria-hidden="true"
      data-activity-icon={type}
      viewBox="0 0 24 24"
      className={`size-5 shrink-0 ${icon.tone}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={icon.d} />
    </svg>
  );
}

/** Recent Activity: the newest 20 platform events (docs/behaviour/platform.md §2.8). */
export function RecentActivityTab({ activity }: { activity: readonly Activity[] }) {
  const shown = activity.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-muted-foreground">No activity yet.</p>
        ) : (
          <ul aria-label="Recent activity" className="divide-y divide-border">
            {shown.map((event) => (
              <li key={event.id} className="flex items-center gap-3 py-2">
                <ActivityIcon type={event.type} />
                <span className="min-w-0 flex-1 break-words">{adminActivityLabel(event)}</span>
                <time dateTime={event.timestamp} className="shrink-0 text-xs text-muted-foreground">
                  {formatActivityTime(event.timestamp)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
