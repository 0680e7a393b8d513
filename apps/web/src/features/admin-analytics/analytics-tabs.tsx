import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AiLearningTab } from './ai-learning-tab';
import { CreateAccountTab } from './create-account-tab';
import { EmailTestTab } from './email-test-tab';
import { OverviewTab } from './overview-tab';
import { PotentialIssuesTab } from './potential-issues-tab';
import { RecentActivityTab } from './recent-activity-tab';
import { ReferrerTab } from './referrer-tab';
import type {
  AdminAnalytics,
  AdminUserRecord,
  AiLearningInsights,
  ReferrersReport,
} from './use-analytics-queries';
import { UserJourneyTab } from './user-journey-tab';
import { UserManagementTab } from './user-management-tab';

/** The tabs of the analytics screen, in order (docs/behaviour/platform.md §2.8). */
export const ANALYTICS_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'create-account', label: 'Create Account' },
  { value: 'users', label: 'User Management' },
  { value: 'ai-learning', label: 'Scores & Outcomes' },
  { value: 'journey', label: 'User Journey' },
  { value: 'activity', label: 'Recent Activity' },
  { value: 'issues', label: 'Potential Issues' },
  { value: 'referrers', label: 'Referrer Tracking' },
  { value: 'email', label: 'Email Test' },
] as const;

/** The tab set; each tab renders from data the dashboard already polls. */
export function AnalyticsTabs(props: {
  analytics: AdminAnalytics;
  users: AdminUserRecord[] | undefined;
  usersFailed: string | null;
  referrers: ReferrersReport | undefined;
  referrersFailed: string | null;
  insights: AiLearningInsights | undefined;
  insightsFailed: boolean;
}) {
  const { analytics } = props;
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Analytics sections">
        {ANALYTICS_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab analytics={analytics} />
      </TabsContent>
      <TabsContent value="create-account">
        <CreateAccountTab />
      </TabsContent>
      <TabsContent value="users">
        <UserManagementTab users={props.users} failed={props.usersFailed} />
      </TabsContent>
      <TabsContent value="ai-learning">
        <AiLearningTab insights={props.insights} failed={props.insightsFailed} />
      </TabsContent>
      <TabsContent value="journey">
        <UserJourneyTab analytics={analytics} />
      </TabsContent>
      <TabsContent value="activity">
        <RecentActivityTab activity={analytics.recentActivity} />
      </TabsContent>
      <TabsContent value="issues">
        <PotentialIssuesTab issues={analytics.potentialIssues} />
      </TabsContent>
      <TabsContent value="referrers">
        <ReferrerTab report={props.referrers} failed={props.referrersFailed} />
      </TabsContent>
      <TabsContent value="email">
        <EmailTestTab />
      </TabsContent>
    </Tabs>
  );
}
