import { ExportBiasAudit } from '@sauti/core/use-cases/bias-audit/export-bias-audit';
import { RunBiasAudit } from '@sauti/core/use-cases/bias-audit/run-bias-audit';
import { ExportDecisionLog } from '@sauti/core/use-cases/regulator-records/export-decision-log';
import { ExportEvaluationInput } from '@sauti/core/use-cases/regulator-records/evaluation-input-export';
import { CandidateSelfIdentification } from '@sauti/core/use-cases/self-identification/candidate-self-identification';
import { SelfIdentificationSettings } from '@sauti/core/use-cases/self-identification/self-identification-settings';
import { SpreadsheetFileWriter } from '../spreadsheets/spreadsheet-file-writer.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/**
 * Tokens of accountability to candidates and regulators (docs/behaviour/interview.md §19,
 * docs/behaviour/review.md §13 and §13): self-identification, the bias audit, the decision log and
 * the stored inputs of evaluations.
 */
export const ACCOUNTABILITY = {
  CandidateSelfIdentification: token<CandidateSelfIdentification>('CandidateSelfIdentification'),
  SelfIdentificationSettings: token<SelfIdentificationSettings>('SelfIdentificationSettings'),
  RunBiasAudit: token<RunBiasAudit>('RunBiasAudit'),
  ExportBiasAudit: token<ExportBiasAudit>('ExportBiasAudit'),
  ExportDecisionLog: token<ExportDecisionLog>('ExportDecisionLog'),
  ExportEvaluationInput: token<ExportEvaluationInput>('ExportEvaluationInput'),
};

/** Binds them over the storage repositories. */
export function accountabilityModule(): PortModule {
  const spreadsheets = new SpreadsheetFileWriter();
  return {
    module: bindings(({ make }) => {
      make(ACCOUNTABILITY.CandidateSelfIdentification, (get) => {
        const repos = get(STORAGE.Repositories);
        return new CandidateSelfIdentification({
          sessions: repos.candidateSessions,
          jobs: repos.jobs,
          digest: get(ACCOUNTS.Digest),
          store: repos.selfIdentifications,
          clock: get(TOKENS.Clock),
        });
      });
      make(
        ACCOUNTABILITY.SelfIdentificationSettings,
        (get) =>
          new SelfIdentificationSettings({
            store: get(STORAGE.Repositories).selfIdentifications,
            clock: get(TOKENS.Clock),
          }),
      );
      make(ACCOUNTABILITY.RunBiasAudit, (get) => {
        const repos = get(STORAGE.Repositories);
        return new RunBiasAudit({
          source: repos.biasAuditSource,
          selfIdentifications: repos.selfIdentifications,
          jobs: repos.jobs,
          organisations: repos.organisations,
          clock: get(TOKENS.Clock),
        });
      });
      make(
        ACCOUNTABILITY.ExportBiasAudit,
        (get) => new ExportBiasAudit({ audit: get(ACCOUNTABILITY.RunBiasAudit), spreadsheets }),
      );
      make(ACCOUNTABILITY.ExportDecisionLog, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ExportDecisionLog({
          decisions: repos.hiringDecisions,
          organisations: repos.organisations,
          spreadsheets,
          clock: get(TOKENS.Clock),
        });
      });
      make(
        ACCOUNTABILITY.ExportEvaluationInput,
        (get) =>
          new ExportEvaluationInput({
            inputs: get(STORAGE.Repositories).evaluations,
            digest: get(ACCOUNTS.Digest),
          }),
      );
    }),
    ports: [],
  };
}
