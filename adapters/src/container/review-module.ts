import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
import {
  ChangePanelMembership,
  GetCandidateDetail,
  GetDashboard,
  GetOverview,
  GetPanel,
  LogPanelExport,
  SetHiringOutcome,
} from '@sauti/core/use-cases/review/index';
import type { Config } from '../config/config.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

/** Tokens of the HR review use cases (docs/behaviour/review.md). */
export const REVIEW = {
  GetDashboard: token<GetDashboard>('GetDashboard'),
  GetOverview: token<GetOverview>('GetOverview'),
  GetCandidateDetail: token<GetCandidateDetail>('GetCandidateDetail'),
  GetPanel: token<GetPanel>('GetPanel'),
  ChangePanelMembership: token<ChangePanelMembership>('ChangePanelMembership'),
  SetHiringOutcome: token<SetHiringOutcome>('SetHiringOutcome'),
  LogPanelExport: token<LogPanelExport>('LogPanelExport'),
};

/** The HR review use cases over the storage repositories; interview links use PUBLIC_URL. */
export function reviewModule(config: Config): PortModule {
  return {
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const reads = (get: <U>(t: Token<U>) => U) => {
        const repos = get(STORAGE.Repositories);
        return {
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          reviewReads: repos.reviewReads,
          evaluations: repos.evaluations,
          publicUrl: config.publicUrl,
        };
      };
      dyn(
        REVIEW.GetDashboard,
        (get) => new GetDashboard({ ...reads(get), responses: get(STORAGE.Repositories).candidateResponses }),
      );
      dyn(REVIEW.GetOverview, (get) => new GetOverview(reads(get)));
      dyn(REVIEW.GetPanel, (get) => new GetPanel(reads(get)));
      dyn(REVIEW.GetCandidateDetail, (get) => {
        const repos = get(STORAGE.Repositories);
        return new GetCandidateDetail({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          evaluations: repos.evaluations,
          publicUrl: config.publicUrl,
        });
      });
      dyn(REVIEW.ChangePanelMembership, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ChangePanelMembership({ jobs: repos.jobs, sessions: repos.candidateSessions });
      });
      dyn(REVIEW.SetHiringOutcome, (get) => {
        const repos = get(STORAGE.Repositories);
        return new SetHiringOutcome({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          clock: get<Clock>(TOKENS.Clock),
        });
      });
      dyn(REVIEW.LogPanelExport, (get) => {
        const repos = get(STORAGE.Repositories);
        return new LogPanelExport({
          jobs: repos.jobs,
          exportLogs: repos.exportLogs,
          clock: get<Clock>(TOKENS.Clock),
          ids: get<Ids>(TOKENS.Ids),
        });
      });
    }),
    ports: [],
  };
}
