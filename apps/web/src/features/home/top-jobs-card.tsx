import { averageScorePercent, scoreBarLength, topJobTrend } from '@sauti/core/rules/activity';
import { percentText } from '@/lib/review/figures';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TrendIcon } from './icons';
import type { TopJob } from './use-top-jobs';

/** Top Performing Jobs: average score in percent, a bar and a trend icon (docs/behaviour/platform.md §2.4). */
export function TopJobsCard({ jobs }: { jobs: TopJob[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Performing Jobs</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scored interviews yet.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {jobs.map((job, index) => (
              <li key={`${job.jobTitle}-${index}`} className="flex flex-col gap-1.5">
                <div className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{job.jobTitle}</p>
                    <p className="text-xs text-muted-foreground">
                      {job.applicationCount} {job.applicationCount === 1 ? 'application' : 'applications'}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="font-semibold">
                      {percentText(averageScorePercent(job.averageScore)!)}
                    </span>
                    <TrendIcon trend={topJobTrend(job.averageScore)} />
                  </div>
                </div>
                <div className="h-2 rounded-full bg-muted">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${scoreBarLength(job.averageScore)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
