import { ACTIVITY_FALLBACKS, recentActivityTitle, timeAgo } from '@sauti/core/rules/activity';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAllActivity, type RecentActivityItem } from './use-recent-activity';

/** Keyed by any status string: the screen also labels statuses the server does not send today. */
const statusBadges: Record<string, { text: string; variant: BadgeVariant }> = {
  completed: { text: 'Completed', variant: 'success' },
  'in-progress': { text: 'In progress', variant: 'warning' },
  pending: { text: 'Pending', variant: 'outline' },
  active: { text: 'Active', variant: 'secondary' },
};

/** The badge of an item: a completed one with a score shows the score percent (docs/behaviour/platform.md §2.4). */
export function activityBadge(item: Pick<RecentActivityItem, 'status' | 'score'>): {
  text: string;
  variant: BadgeVariant;
} {
  const badge = statusBadges[item.status] ?? { text: item.status, variant: 'outline' };
  if (item.status === 'completed' && typeof item.score === 'number') {
    return { ...badge, text: `${Math.round(item.score)}%` };
  }
  return badge;
}

/**
 * Recent Activity on the dashboard overview. View All Activity opens the longer list here (the
 * last 50 events); it used to lead to the jobs list, which shows no activity at all.
 */
export function RecentActivityCard({ items: recent, now }: { items: RecentActivityItem[]; now: Date }) {
  const [showAll, setShowAll] = useState(false);
  const all = useAllActivity(showAll);
  const items = showAll && all.data ? all.data : recent;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => {
              const badge = activityBadge(item);
              return (
                <li key={item.id} className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium">{recentActivityTitle(item.type, item.evaluator)}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {item.candidateName || ACTIVITY_FALLBACKS.candidateName} ·{' '}
                      {item.jobTitle || ACTIVITY_FALLBACKS.jobTitle}
                    </p>
                    <p className="text-xs text-muted-foreground">{timeAgo(item.timestamp, now)}</p>
                  </div>
                  <Badge variant={badge.variant}>{badge.text}</Badge>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showAll}
          onClick={() => setShowAll((open) => !open)}
        >
          {showAll ? 'Show Recent Activity Only' : 'View All Activity'}
        </Button>
      </CardContent>
    </Card>
  );
}
