import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Job } from '../../domain/job.js';
import type { OrganisationFeedbackSettings } from '../../domain/candidate-feedback.js';
import type { CandidateFeedbackRepository } from '../../ports/candidate-feedback-repository.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { FeedbackSettingsRepository } from '../../ports/feedback-settings-repository.js';
import type { HumanReviewRepository } from '../../ports/human-review-repository.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Mailer } from '../../ports/mailer.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import { feedbackBasis, type FeedbackBasis } from './feedback-basis.js';

/** What the feedback and human-review use cases need (docs/behaviour/interview.md §17, §18). */
export interface FeedbackDeps {
  feedback: CandidateFeedbackRepository;
  settings: FeedbackSettingsRepository;
  reviews: HumanReviewRepository;
  sessions: CandidateSessionRepository;
  responses: CandidateResponseRepository;
  evaluations: EvaluationRepository;
  jobs: JobRepository;
  organisations: OrganisationRepository;
  users: UserRepository;
  mailer: Mailer;
  clock: Clock;
  ids: Ids;
  digest: Digest;
  /** The public origin links are built on (PUBLIC_URL). */
  origin: string;
  /** Where candidates write when the organisation set no contact address. */
  supportEmail: string;
}

/** One interview with everything its feedback is decided from. */
export interface FeedbackContext {
  session: CandidateSession;
  job: Job;
  organisation: OrganisationFeedbackSettings & { name: string };
  basis: FeedbackBasis;
}

/** Loads an interview's job, answers, latest evaluation and settings, and decides its basis. */
export async function loadFeedbackContext(
  deps: FeedbackDeps,
  session: CandidateSession,
  job: Job,
): Promise<FeedbackContext> {
  const [responses, evaluation, settings, organisation] = await Promise.all([
    deps.responses.listBySession(session.id),
    deps.evaluations.findLatestBySession(session.id),
    deps.settings.organisation(job.organisationId),
    deps.organisations.findById(job.organisationId),
  ]);
  const basis = feedbackBasis({
    session,
    responses,
    evaluation,
    pillars: enabledPillars(job),
    showScores: settings.showScores,
  });
  return { session, job, organisation: { ...settings, name: organisation?.name ?? 'the company' }, basis };
}

/** Where a candidate writes with questions: the organisation's contact, else the platform's support. */
export function contactOf(
  deps: Pick<FeedbackDeps, 'supportEmail'>,
  settings: { contactEmail: string | null },
) {
  return settings.contactEmail ?? deps.supportEmail;
}
