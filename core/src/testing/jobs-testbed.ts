import type { LanguageModel } from '../ports/language-model.js';
import { languageCapabilities, type ProviderLanguages } from '../rules/language-capabilities.js';
import { DEFAULT_INSTALL_PROVIDERS } from './provider-languages.js';
import type { Actor } from '../use-cases/accounts/tenancy.js';
import { ChangeJobStatus } from '../use-cases/jobs/change-job-status.js';
import { CreateJob } from '../use-cases/jobs/create-job.js';
import { DeleteJob } from '../use-cases/jobs/delete-job.js';
import { GenerateCriteria } from '../use-cases/jobs/generate-criteria.js';
import { GetJob } from '../use-cases/jobs/get-job.js';
import { GetPublicJob } from '../use-cases/jobs/get-public-job.js';
import { ListJobs } from '../use-cases/jobs/list-jobs.js';
import { ListPublicJobs } from '../use-cases/jobs/list-public-jobs.js';
import { SuggestQuestions } from '../use-cases/jobs/suggest-questions.js';
import { UpdateJob } from '../use-cases/jobs/update-job.js';
import { InvitationAdmission } from '../use-cases/candidate-invitations/invitation-admission.js';
import { silentInvitationEvents } from '../use-cases/candidate-invitations/invitation-events.js';
import { InMemoryCandidateInvitationRepository } from './in-memory-candidate-invitations.js';
import { FakeDigest } from './fake-password-hasher.js';
import { FixedClock, SequentialIds } from './fixed-clock.js';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';
import { InMemoryJobRepository } from './in-memory-jobs.js';
import { InMemoryQuestionSuggestionCache } from './in-memory-question-suggestions.js';

/** An HR actor of `organisationId` (default 'org-acme'). */
export function anActor(overrides: Partial<Actor> = {}): Actor {
  return { userId: 'user-hr', organisationId: 'org-acme', isAdmin: false, ...overrides };
}

/** Every job use case wired to in-memory fakes; `languageModel` null means no model is configured. */
export function jobsTestbed(
  options: { languageModel?: LanguageModel | null; providers?: ProviderLanguages } = {},
) {
  // With the session and answer fakes, so deleting a job removes its interviews as the database does.
  const sessions = new InMemoryCandidateSessionRepository();
  const responses = new InMemoryCandidateResponseRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses });
  const cache = new InMemoryQuestionSuggestionCache();
  const clock = new FixedClock();
  const ids = new SequentialIds();
  const digest = new FakeDigest();
  const languageModel = options.languageModel ?? null;
  const capabilities = languageCapabilities(options.providers ?? DEFAULT_INSTALL_PROVIDERS);
  const languages = () => capabilities;
  return {
    jobs,
    sessions,
    responses,
    cache,
    clock,
    ids,
    createJob: new CreateJob({ jobs, clock, ids, languages }),
    getJob: new GetJob({ jobs }),
    listJobs: new ListJobs({ jobs }),
    updateJob: new UpdateJob({ jobs, clock, languages }),
    changeStatus: new ChangeJobStatus({ jobs, clock }),
    deleteJob: new DeleteJob({ jobs }),
    generateCriteria: new GenerateCriteria({ jobs, languageModel }),
    suggestQuestions: new SuggestQuestions({ cache, digest, clock, languageModel }),
    getPublicJob: new GetPublicJob({
      jobs,
      invitations: new InvitationAdmission({
        jobs,
        invitations: new InMemoryCandidateInvitationRepository(),
        digest,
        clock,
        events: silentInvitationEvents,
      }),
    }),
    listPublicJobs: new ListPublicJobs({ jobs }),
  };
}
