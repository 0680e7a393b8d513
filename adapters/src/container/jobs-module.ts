import type { LanguageModel } from '@sauti/core/ports/language-model';
import {
  ChangeJobStatus,
  CreateJob,
  DeleteJob,
  GenerateCriteria,
  GetJob,
  GetPublicJob,
  ListJobs,
  ListPublicJobs,
  SuggestQuestions,
  UpdateJob,
} from '@sauti/core/use-cases/jobs/index';
import { DraftQuestionTranslation } from '@sauti/core/use-cases/jobs/draft-question-translation';
import type { Config } from '../config/config.js';
import { createLanguageModel } from '../llm/create-language-model.js';
import type { Logger } from '../system/logger.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings, type Get } from './bindings.js';
import { CANDIDATE_INVITATIONS } from './candidate-invitations-module.js';
import { LANGUAGES } from './languages-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the job use cases. */
export const JOBS = {
  CreateJob: token<CreateJob>('CreateJob'),
  GetJob: token<GetJob>('GetJob'),
  ListJobs: token<ListJobs>('ListJobs'),
  UpdateJob: token<UpdateJob>('UpdateJob'),
  ChangeJobStatus: token<ChangeJobStatus>('ChangeJobStatus'),
  DeleteJob: token<DeleteJob>('DeleteJob'),
  GenerateCriteria: token<GenerateCriteria>('GenerateCriteria'),
  SuggestQuestions: token<SuggestQuestions>('SuggestQuestions'),
  DraftQuestionTranslation: token<DraftQuestionTranslation>('DraftQuestionTranslation'),
  GetPublicJob: token<GetPublicJob>('GetPublicJob'),
  ListPublicJobs: token<ListPublicJobs>('ListPublicJobs'),
};

/** Job use cases, criteria generation and question suggestions (with the language model, when one is configured). */
export function jobsModule(config: Config, logger: Logger): PortModule {
  const { model, description } = createLanguageModel(config);
  const languageModel: LanguageModel | null = model;
  const reportError = (error: unknown) =>
    logger.warn(
      `language model failed, using the built-in rules: ${error instanceof Error ? error.message : String(error)}`,
    );
  return {
    module: bindings(({ make }) => {
      const jobs = (get: Get) => get(STORAGE.Repositories).jobs;

      make(
        JOBS.CreateJob,
        (get) =>
          new CreateJob({
            jobs: jobs(get),
            clock: get(TOKENS.Clock),
            ids: get(TOKENS.Ids),
            languages: () => get(LANGUAGES.Capabilities),
          }),
      );
      make(JOBS.GetJob, (get) => new GetJob({ jobs: jobs(get) }));
      make(JOBS.ListJobs, (get) => new ListJobs({ jobs: jobs(get) }));
      make(
        JOBS.UpdateJob,
        (get) =>
          new UpdateJob({
            jobs: jobs(get),
            clock: get(TOKENS.Clock),
            languages: () => get(LANGUAGES.Capabilities),
          }),
      );
      make(JOBS.ChangeJobStatus, (get) => new ChangeJobStatus({ jobs: jobs(get), clock: get(TOKENS.Clock) }));
      make(JOBS.DeleteJob, (get) => new DeleteJob({ jobs: jobs(get) }));
      make(
        JOBS.GenerateCriteria,
        (get) => new GenerateCriteria({ jobs: jobs(get), languageModel, reportError }),
      );
      make(
        JOBS.SuggestQuestions,
        (get) =>
          new SuggestQuestions({
            cache: get(STORAGE.Repositories).questionSuggestions,
            digest: get(ACCOUNTS.Digest),
            clock: get(TOKENS.Clock),
            languageModel,
            reportError,
          }),
      );
      make(JOBS.DraftQuestionTranslation, () => new DraftQuestionTranslation({ languageModel }));
      make(
        JOBS.GetPublicJob,
        (get) => new GetPublicJob({ jobs: jobs(get), invitations: get(CANDIDATE_INVITATIONS.Admission) }),
      );
      make(JOBS.ListPublicJobs, (get) => new ListPublicJobs({ jobs: jobs(get) }));
    }),
    ports: [{ port: 'language model', adapter: description }],
  };
}
