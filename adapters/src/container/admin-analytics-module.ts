import type { AdminAnalyticsQueries } from '@sauti/core/ports/admin-analytics-queries';
import {
  GetAdminAnalytics,
  GetAiLearningInsights,
  GetReferrersReport,
  ListAdminUsers,
  SendCandidateNotifications,
  SendTestEmail,
} from '@sauti/core/use-cases/admin-analytics/index';
import type { Config } from '../config/config.js';
import { SqlAdminAnalyticsQueries } from '../storage/admin-analytics-queries.js';
import type { Logger } from '../system/logger.js';
import { ACCOUNTS } from './accounts-module.js';
import { MAIL } from './mail-module.js';
import { bindings, type Get } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the administrator's analytics and notification use cases. */
export const ADMIN_ANALYTICS = {
  Queries: token<AdminAnalyticsQueries>('AdminAnalyticsQueries'),
  GetAnalytics: token<GetAdminAnalytics>('GetAdminAnalytics'),
  ListUsers: token<ListAdminUsers>('ListAdminUsers'),
  GetReferrers: token<GetReferrersReport>('GetReferrersReport'),
  GetAiLearningInsights: token<GetAiLearningInsights>('GetAiLearningInsights'),
  SendTestEmail: token<SendTestEmail>('SendTestEmail'),
  SendCandidateNotifications: token<SendCandidateNotifications>('SendCandidateNotifications'),
};

/** Admin analytics on aggregate SQL, and the candidate-notification mails. */
export function adminAnalyticsModule(config: Config, logger: Logger): PortModule {
  return {
    module: bindings(({ make }) => {
      const deps = (get: Get) => ({
        queries: get(ADMIN_ANALYTICS.Queries),
        clock: get(TOKENS.Clock),
      });
      make(ADMIN_ANALYTICS.Queries, (get) => new SqlAdminAnalyticsQueries(get(STORAGE.Orm)));
      make(ADMIN_ANALYTICS.GetAnalytics, (get) => new GetAdminAnalytics(deps(get)));
      make(
        ADMIN_ANALYTICS.ListUsers,
        (get) => new ListAdminUsers({ ...deps(get), listUsers: get(ACCOUNTS.ListUsers) }),
      );
      make(ADMIN_ANALYTICS.GetReferrers, (get) => new GetReferrersReport(deps(get)));
      make(ADMIN_ANALYTICS.GetAiLearningInsights, (get) => new GetAiLearningInsights(deps(get)));
      make(
        ADMIN_ANALYTICS.SendTestEmail,
        (get) => new SendTestEmail({ mailer: get(MAIL.Mailer), publicUrl: config.publicUrl }),
      );
      make(
        ADMIN_ANALYTICS.SendCandidateNotifications,
        (get) =>
          new SendCandidateNotifications({
            ...deps(get),
            mailer: get(MAIL.Mailer),
            publicUrl: config.publicUrl,
            reportError: (error: unknown) => logger.error('candidate notification mail failed', error),
          }),
      );
    }),
    ports: [],
  };
}
