import type {
  JobFeedbackSettingsRequest,
  JobFeedbackSettingsView,
  OrganisationFeedbackSettingsRequest,
  OrganisationFeedbackSettingsView,
} from '../../contract/candidate-feedback.js';
import type { FeedbackSettingsRepository } from '../../ports/feedback-settings-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor, organisationOf } from '../jobs/job-access.js';

/**
 * The feedback settings HR chooses (docs/behaviour/interview.md §17): per job, whether feedback
 * goes by itself and after how many hours; per organisation, whether candidates see their score
 * and band, and where they write with questions. Another organisation's job is NOT_FOUND.
 */
export class FeedbackSettings {
  constructor(private readonly deps: { settings: FeedbackSettingsRepository; jobs: JobRepository }) {}

  async job(actor: Actor, jobId: string): Promise<JobFeedbackSettingsView> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const { autoSend, delayHours } = await this.deps.settings.job(job.id);
    return { autoSend, delayHours };
  }

  async saveJob(
    actor: Actor,
    jobId: string,
    input: JobFeedbackSettingsRequest,
  ): Promise<JobFeedbackSettingsView> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const { autoSend, delayHours } = await this.deps.settings.saveJob({ jobId: job.id, ...input });
    return { autoSend, delayHours };
  }

  async organisation(actor: Actor): Promise<OrganisationFeedbackSettingsView> {
    const { showScores, contactEmail } = await this.deps.settings.organisation(organisationOf(actor));
    return { showScores, contactEmail };
  }

  async saveOrganisation(
    actor: Actor,
    input: OrganisationFeedbackSettingsRequest,
  ): Promise<OrganisationFeedbackSettingsView> {
    const organisationId = organisationOf(actor);
    const { showScores, contactEmail } = await this.deps.settings.saveOrganisation({
      organisationId,
      ...input,
    });
    return { showScores, contactEmail };
  }
}
