import { scoreDifferenceHint } from '@sauti/core/rules/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AiLearningBanner } from './ai-learning-banner';
import { DecisionLogCard } from './decision-log-card';
import { LoadError, StatTile, percentOf } from './analytics-parts';
import type { AiLearningInsights } from './use-analytics-queries';

/** Inline text when the insights cannot be loaded (docs/behaviour/platform.md §8). */
export const INSIGHTS_LOAD_FAILURE = 'Failed to load AI learning insights. Please try again later.';

/** Share of decisions, or the empty text while there are none (docs/behaviour/platform.md §2.8). */
export function decisionShare(count: number, totalDecisions: number): string {
  return totalDecisions > 0 ? `${percentOf(count, totalDecisions)}% of decisions` : 'No decisions yet';
}

const score = (value: number | null) => (value === null ? 'N/A' : `${Math.round(value)}/100`);

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex justify-between gap-4 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** AI Learning: hiring outcomes against AI scores (docs/behaviour/platform.md §2.8, §9). */
export function AiLearningTab({
  insights,
  failed,
}: {
  insights: AiLearningInsights | undefined;
  failed: boolean;
}) {
  if (failed) return <LoadError>{INSIGHTS_LOAD_FAILURE}</LoadError>;
  if (!insights) return <Skeleton className="h-64 w-full" />;
  const { hiringOutcomes: o, scoreAnalysis: s, aiPerformance: p, trends } = insights;
  const difference = s.scoreDifference;
  return (
    <div className="flex flex-col gap-4">
      <AiLearningBanner totalDecisions={o.totalDecisions} />
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <StatTile label="Total Decisions" value={o.totalDecisions} />
        <StatTile label="Hired" value={o.hired} caption={decisionShare(o.hired, o.totalDecisions)} />
        <StatTile label="Rejected" value={o.rejected} caption={decisionShare(o.rejected, o.totalDecisions)} />
        <StatTile label="Considering" value={o.considering} />
        <StatTile label="Pending" value={o.pending} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>AI Score Analysis</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2">
              <Figure label="Avg. hired score" value={score(s.avgHiredScore)} />
              <Figure label="Avg. rejected score" value={score(s.avgRejectedScore)} />
              <Figure
                label="Difference"
                value={difference === null ? 'N/A' : `${difference > 0 ? '+' : ''}${Math.round(difference)}`}
              />
            </dl>
            {difference !== null && <p className="mt-3 text-sm">{scoreDifferenceHint(difference)}</p>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>AI Performance Metrics</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2">
              <Figure label="AI alignment" value={`${p.aiAlignment}%`} />
              <Figure label="AI accuracy" value={`${p.aiAccuracy}%`} />
              <Figure label="Total analyzed" value={p.totalAnalyzed} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Decision Tracking Trends</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2">
              <Figure label="Recent decisions (7 days)" value={trends.recentDecisions} />
              <Figure label="Decision rate" value={`${trends.decisionRate}%`} />
            </dl>
          </CardContent>
        </Card>
      </div>
      <DecisionLogCard />
    </div>
  );
}
