import { referrerCompletionColour } from '@sauti/core/rules/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError, StatTile } from './analytics-parts';
import type { ReferrersReport } from './use-analytics-queries';

/** The top referring domains shown (docs/behaviour/platform.md §9). */
export const TOP_REFERRERS_LIMIT = 8;

const colourClasses = { green: 'text-success', yellow: 'text-warning', red: 'text-destructive' } as const;

/** A completion rate coloured by the referrer thresholds (>= 70 green, >= 40 yellow, else red). */
export function CompletionRate({ rate }: { rate: number }) {
  const colour = referrerCompletionColour(rate);
  return (
    <span data-colour={colour} className={`font-medium ${colourClasses[colour]}`}>
      {rate}%
    </span>
  );
}

const sourceColumns = ['Domain', 'Full URL', 'Sessions', 'Completed', 'Completion Rate', 'Traffic Share'];

/** Referrer Tracking: where interview sessions come from (docs/behaviour/platform.md §2.8). */
export function ReferrerTab({
  report,
  failed,
}: {
  report: ReferrersReport | undefined;
  failed: string | null;
}) {
  if (failed) return <LoadError>{failed}</LoadError>;
  if (!report) return <Skeleton className="h-64 w-full" />;
  const referred = report.totalSessions - report.directTraffic;
  const referredShare = report.totalSessions > 0 ? 100 - report.directTrafficPercentage : 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile label="Total Sessions" value={report.totalSessions} caption="Interview sessions" />
        <StatTile
          label="Direct Traffic"
          value={report.directTraffic}
          caption={`${report.directTrafficPercentage}% of sessions`}
        />
        <StatTile label="Referred Traffic" value={referred} caption={`${referredShare}% of sessions`} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Top Referring Domains</CardTitle>
        </CardHeader>
        <CardContent>
          {report.topSources.length === 0 ? (
            <p className="text-muted-foreground">No referred sessions yet.</p>
          ) : (
            <ul aria-label="Top referring domains" className="divide-y divide-border">
              {report.topSources.slice(0, TOP_REFERRERS_LIMIT).map((source) => (
                <li
                  key={source.domain}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span className="font-medium break-all">{source.domain}</span>
                  <span className="text-muted-foreground">
                    {source.count} visits · {source.completed} completed · success rate{' '}
                    <CompletionRate rate={source.completionRate} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>All Referrer Sources</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table aria-label="All referrer sources" className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                {sourceColumns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {report.referrerSources.map((source) => (
                <tr key={source.fullUrl}>
                  <td className="px-2 py-2 font-medium">{source.domain}</td>
                  <td className="max-w-xs px-2 py-2 break-all text-muted-foreground">{source.fullUrl}</td>
                  <td className="px-2 py-2">{source.count}</td>
                  <td className="px-2 py-2">{source.completed}</td>
                  <td className="px-2 py-2">
                    <CompletionRate rate={source.completionRate} />
                  </td>
                  <td className="px-2 py-2">{source.percentage}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
