import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AdminAnalyticsQueries } from '@sauti/core/ports/admin-analytics-queries';
import type { Clock } from '@sauti/core/ports/clock';
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
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

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
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const deps = (get: <U>(t: Token<U>) => U) => ({
        queries: get(ADMIN_ANALYTICS.Queries),
        clock: get<Clock>(TOKENS.Clock),
      });
      dyn(ADMIN_ANALYTICS.Queries, (get) => new SqlAdminAnalyticsQueries(get(STORAGE.Orm)));
      dyn(ADMIN_ANALYTICS.GetAnalytics, (get) => new GetAdminAnalytics(deps(get)));
      dyn(
        ADMIN_ANALYTICS.ListUsers,
        (get) => new ListAdminUsers({ ...deps(get), listUsers: get(ACCOUNTS.ListUsers) }),
      );
      dyn(ADMIN_ANALYTICS.GetReferrers, (get) => new GetReferrersReport(deps(get)));
      dyn(ADMIN_ANALYTICS.GetAiLearningInsights, (get) => new GetAiLearningInsights(deps(get)));
      dyn(
        ADMIN_ANALYTICS.SendTestEmail,
        (get) => new SendTestEmail({ mailer: get(MAIL.Mailer), publicUrl: config.publicUrl }),
      );
      dyn(
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
