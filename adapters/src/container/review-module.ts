import {
  ChangePanelMembership,
  ExportOverview,
  ExportPanel,
  GetCandidateDetail,
  GetDashboard,
  GetOverview,
  GetPanel,
  LogPanelExport,
  SetHiringOutcome,
  ListenToConcerns,
} from '@sauti/core/use-cases/review/index';
import type { Config } from '../config/config.js';
import { SpreadsheetFileWriter } from '../spreadsheets/spreadsheet-file-writer.js';
import { bindings, type Get } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { WEBHOOKS } from './webhooks-module.js';

/** Tokens of the HR review use cases (docs/behaviour/review.md). */
export const REVIEW = {
  GetDashboard: token<GetDashboard>('GetDashboard'),
  GetOverview: token<GetOverview>('GetOverview'),
  GetCandidateDetail: token<GetCandidateDetail>('GetCandidateDetail'),
  GetPanel: token<GetPanel>('GetPanel'),
  ChangePanelMembership: token<ChangePanelMembership>('ChangePanelMembership'),
  SetHiringOutcome: token<SetHiringOutcome>('SetHiringOutcome'),
  /**
   * HR has listened to the flagged answers: the held score and band are shown
   * (docs/behaviour/review.md §17).
   */
  ListenToConcerns: token<ListenToConcerns>('ListenToConcerns'),
  LogPanelExport: token<LogPanelExport>('LogPanelExport'),
  ExportOverview: token<ExportOverview>('ExportOverview'),
  ExportPanel: token<ExportPanel>('ExportPanel'),
};

/** The HR review use cases over the storage repositories; interview links use PUBLIC_URL. */
export function reviewModule(config: Config): PortModule {
  const spreadsheets = new SpreadsheetFileWriter();
  return {
    module: bindings(({ make }) => {
      const reads = (get: Get) => {
        const repos = get(STORAGE.Repositories);
        return {
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          reviewReads: repos.reviewReads,
          evaluations: repos.evaluations,
          publicUrl: config.publicUrl,
        };
      };
      make(
        REVIEW.GetDashboard,
        (get) => new GetDashboard({ ...reads(get), responses: get(STORAGE.Repositories).candidateResponses }),
      );
      make(REVIEW.GetOverview, (get) => new GetOverview(reads(get)));
      const exports = (get: Get) => ({ ...reads(get), clock: get(TOKENS.Clock), spreadsheets });
      make(REVIEW.ExportOverview, (get) => new ExportOverview(exports(get)));
      make(
        REVIEW.ExportPanel,
        (get) => new ExportPanel({ ...exports(get), exportLog: get(REVIEW.LogPanelExport) }),
      );
      make(REVIEW.GetPanel, (get) => new GetPanel(reads(get)));
      make(REVIEW.GetCandidateDetail, (get) => {
        const repos = get(STORAGE.Repositories);
        return new GetCandidateDetail({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          evaluations: repos.evaluations,
          ratings: repos.answerRatings,
          users: repos.users,
          publicUrl: config.publicUrl,
          phoneInterviews: repos.phoneInterviews,
        });
      });
      make(REVIEW.ChangePanelMembership, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ChangePanelMembership({ jobs: repos.jobs, sessions: repos.candidateSessions });
      });
      make(REVIEW.SetHiringOutcome, (get) => {
        const repos = get(STORAGE.Repositories);
        return new SetHiringOutcome({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          clock: get(TOKENS.Clock),
          decisions: repos.hiringDecisions,
          evaluations: repos.evaluations,
          ids: get(TOKENS.Ids),
          webhooks: get(WEBHOOKS.Events),
          events: repos.reviewEvents,
        });
      });
      make(REVIEW.ListenToConcerns, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ListenToConcerns({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          evaluations: repos.evaluations,
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        });
      });
      make(REVIEW.LogPanelExport, (get) => {
        const repos = get(STORAGE.Repositories);
        return new LogPanelExport({
          jobs: repos.jobs,
          exportLogs: repos.exportLogs,
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        });
      });
    }),
    ports: [{ port: 'spreadsheet exports', adapter: 'csv-stringify (CSV), exceljs (XLSX)' }],
  };
}
