import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Banner } from './analytics-parts';
import type { AdminAnalytics } from './use-analytics-queries';

/** The calm state when every metric is within its threshold. */
export const NO_ISSUES_TEXT = 'No issues detected. All key metrics are within healthy ranges.';

/** Potential Issues: the server's threshold warnings (docs/behaviour/platform.md §2.8, §9). */
export function PotentialIssuesTab({ issues }: { issues: AdminAnalytics['potentialIssues'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Potential Issues</CardTitle>
      </CardHeader>
      <CardContent>
        {issues.length === 0 ? (
          <Banner tone="success" title="All clear">
            {NO_ISSUES_TEXT}
          </Banner>
        ) : (
          <ul className="flex flex-col gap-2">
            {issues.map((issue) => (
              <li
                key={issue.code}
                data-issue={issue.code}
                className="rounded-lg border border-warning bg-warning-soft p-3 text-sm"
              >
                {issue.message}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
