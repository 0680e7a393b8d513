import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar, StatTile } from './analytics-parts';
import type { AdminAnalytics } from './use-analytics-queries';

/** User Journey: the funnel and three conversion rates (docs/behaviour/platform.md §2.8). */
export function UserJourneyTab({ analytics }: { analytics: AdminAnalytics }) {
  const { dropoffPoints, userJourney } = analytics;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Conversion Funnel</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4">
            {dropoffPoints.map((point) => (
              <li key={point.stage} className="flex flex-col gap-1.5">
                <div className="flex justify-between gap-4 text-sm">
                  <span className="font-medium">{point.stage}</span>
                  <span>
                    {point.users} {point.users === 1 ? 'user' : 'users'} ({point.percentage}%)
                  </span>
                </div>
                <ProgressBar label={point.stage} value={point.percentage} />
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          label="Signup to First Job"
          value={`${userJourney.signupToFirstJob}%`}
          caption="Users who created a job"
        />
        <StatTile
          label="Job to First Interview"
          value={`${userJourney.jobCreationToFirstInterview}%`}
          caption="Jobs with at least one interview"
        />
        <StatTile
          label="Start to Complete"
          value={`${userJourney.interviewStartToCompletion}%`}
          caption="Interviews completed"
        />
      </div>
    </div>
  );
}
