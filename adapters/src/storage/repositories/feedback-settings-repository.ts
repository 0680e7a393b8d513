import {
  defaultJobFeedbackSettings,
  defaultOrganisationFeedbackSettings,
  type JobFeedbackSettings,
  type OrganisationFeedbackSettings,
} from '@sauti/core/domain/candidate-feedback';
import type { FeedbackSettingsRepository } from '@sauti/core/ports/feedback-settings-repository';
import {
  JobFeedbackSettingsSchema,
  OrganisationFeedbackSettingsSchema,
} from '../entities/feedback.entity.js';
import { OrmRepository } from './orm-repository.js';

/** `FeedbackSettingsRepository` on `organisation_feedback_settings` and `job_feedback_settings`. */
export class OrmFeedbackSettingsRepository extends OrmRepository implements FeedbackSettingsRepository {
  async organisation(organisationId: string): Promise<OrganisationFeedbackSettings> {
    const row = await this.em().findOne(OrganisationFeedbackSettingsSchema, { organisation: organisationId });
    return row
      ? { organisationId, showScores: row.showScores, contactEmail: row.contactEmail ?? null }
      : defaultOrganisationFeedbackSettings(organisationId);
  }

  async saveOrganisation(settings: OrganisationFeedbackSettings): Promise<OrganisationFeedbackSettings> {
    await this.em().upsert(
      OrganisationFeedbackSettingsSchema,
      {
        organisation: settings.organisationId,
        showScores: settings.showScores,
        contactEmail: settings.contactEmail,
      },
      { onConflictFields: ['organisation'] },
    );
    return this.organisation(settings.organisationId);
  }

  async job(jobId: string): Promise<JobFeedbackSettings> {
    const row = await this.em().findOne(JobFeedbackSettingsSchema, { job: jobId });
    return row
      ? { jobId, autoSend: row.autoSend, delayHours: row.delayHours }
      : defaultJobFeedbackSettings(jobId);
  }

  async saveJob(settings: JobFeedbackSettings): Promise<JobFeedbackSettings> {
    await this.em().upsert(
      JobFeedbackSettingsSchema,
      { job: settings.jobId, autoSend: settings.autoSend, delayHours: settings.delayHours },
      { onConflictFields: ['job'] },
    );
    return this.job(settings.jobId);
  }
}
