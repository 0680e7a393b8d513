import type { JobFeedbackSettings, OrganisationFeedbackSettings } from '../domain/candidate-feedback.js';

/** The organisation's and each job's feedback settings; what was never saved reads as FEEDBACK_DEFAULTS. */
export interface FeedbackSettingsRepository {
  organisation(organisationId: string): Promise<OrganisationFeedbackSettings>;
  saveOrganisation(settings: OrganisationFeedbackSettings): Promise<OrganisationFeedbackSettings>;
  job(jobId: string): Promise<JobFeedbackSettings>;
  saveJob(settings: JobFeedbackSettings): Promise<JobFeedbackSettings>;
}
