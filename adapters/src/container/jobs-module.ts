import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
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
import type { Config } from '../config/config.js';
import { createLanguageModel } from '../llm/create-language-model.js';
import type { Logger } from '../system/logger.js';
import { ACCOUNTS } from './accounts-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

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
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const jobs = (get: <U>(t: Token<U>) => U) => get(STORAGE.Repositories).jobs;

      dyn(
        JOBS.CreateJob,
        (get) =>
          new CreateJob({ jobs: jobs(get), clock: get<Clock>(TOKENS.Clock), ids: get<Ids>(TOKENS.Ids) }),
      );
      dyn(JOBS.GetJob, (get) => new GetJob({ jobs: jobs(get) }));
      dyn(JOBS.ListJobs, (get) => new ListJobs({ jobs: jobs(get) }));
      dyn(JOBS.UpdateJob, (get) => new UpdateJob({ jobs: jobs(get), clock: get<Clock>(TOKENS.Clock) }));
      dyn(
        JOBS.ChangeJobStatus,
        (get) => new ChangeJobStatus({ jobs: jobs(get), clock: get<Clock>(TOKENS.Clock) }),
      );
      dyn(JOBS.DeleteJob, (get) => new DeleteJob({ jobs: jobs(get) }));
      dyn(
        JOBS.GenerateCriteria,
        (get) => new GenerateCriteria({ jobs: jobs(get), languageModel, reportError }),
      );
      dyn(
        JOBS.SuggestQuestions,
        (get) =>
          new SuggestQuestions({
            cache: get(STORAGE.Repositories).questionSuggestions,
            digest: get(ACCOUNTS.Digest),
            clock: get<Clock>(TOKENS.Clock),
            languageModel,
            reportError,
          }),
      );
      dyn(JOBS.GetPublicJob, (get) => new GetPublicJob({ jobs: jobs(get) }));
      dyn(JOBS.ListPublicJobs, (get) => new ListPublicJobs({ jobs: jobs(get) }));
    }),
    ports: [{ port: 'language model', adapter: description }],
  };
}
