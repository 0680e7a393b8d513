import { percentText } from '@sauti/core/rules/scoring';
import { scoreDifferenceHint } from '@sauti/core/rules/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AiLearningBanner } from './ai-learning-banner';
import { DecisionLogCard } from './decision-log-card';
import { percentOf } from '@sauti/core/rules/percent-of';
import { LoadError, StatTile } from './analytics-parts';
import type { AiLearningInsights } from './use-analytics-queries';

/** Inline text when the insights cannot be loaded (docs/behaviour/platform.md §8). */
export const INSIGHTS_LOAD_FAILURE = 'Failed to load scores and outcomes. Please try again later.';

/** Share of decisions, or the empty text while there are none (docs/behaviour/platform.md §2.8). */
export function decisionShare(count: number, totalDecisions: number): string {
  return totalDecisions > 0 ? `${percentOf(count, totalDecisions)}% of decisions` : 'No decisions yet';
}

const score = (value: number | null) => (value === null ? 'N/A' : percentText(Math.round(value)));

/** '5 of 6 (83%)', or 'None yet' when the sample is empty: a share always with its sample size. */
export function shareOf(count: number, sample: number, percent: number): string {
  return sample > 0 ? `${count} of ${sample} (${percent}%)` : 'None yet';
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex justify-between gap-4 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/**
 * Scores & Outcomes: hiring outcomes against the scores, whoever made them (built-in scoring or a
 * language model), each share with its sample size (docs/behaviour/platform.md §2.8, §9).
 */
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
            <CardTitle>Score Analysis</CardTitle>
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
            <CardTitle>Scores and Hiring Outcomes</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2">
              <Figure
                label="Agreement with outcomes"
                value={shareOf(p.alignedCount + p.accurateCount, p.totalAnalyzed, p.agreement)}
              />
              <Figure
                label="Hired who scored 70+"
                value={shareOf(p.alignedCount, p.hiredAnalyzed, p.aiAlignment)}
              />
              <Figure
                label="Rejected who scored under 70"
                value={shareOf(p.accurateCount, p.rejectedAnalyzed, p.aiAccuracy)}
              />
              <Figure label="Total analyzed" value={p.totalAnalyzed} />
            </dl>
            <p className="mt-3 text-sm text-muted-foreground">
              Agreement: a hired candidate scored 70 or more, or a rejected one scored under 70. Candidates
              still being considered or without a score are left out.
            </p>
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
