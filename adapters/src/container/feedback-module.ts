import { SUPPORT_EMAIL } from '@sauti/core/contract/contact';
import type { FeedbackDeps } from '@sauti/core/use-cases/feedback/feedback-deps';
import {
  CandidateFeedbackPages,
  FeedbackSettings,
  GetAssessmentExplanation,
  HumanReviews,
  ManageFeedback,
  OpenFeedbackOnCompletion,
  RecordReviewEvent,
  SendReceipt,
  SweepCandidateMail,
} from '@sauti/core/use-cases/feedback/index';
import type { Config } from '../config/config.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings, type Get } from './bindings.js';
import { MAIL } from './mail-module.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of candidate feedback, the assessment's explanation and human review (docs/behaviour/interview.md §17, §18). */
export const FEEDBACK = {
  OnCompletion: token<OpenFeedbackOnCompletion>('OpenFeedbackOnCompletion'),
  SendReceipt: token<SendReceipt>('SendReceipt'),
  Manage: token<ManageFeedback>('ManageFeedback'),
  Settings: token<FeedbackSettings>('FeedbackSettings'),
  Pages: token<CandidateFeedbackPages>('CandidateFeedbackPages'),
  Assessment: token<GetAssessmentExplanation>('GetAssessmentExplanation'),
  HumanReviews: token<HumanReviews>('HumanReviews'),
  ReviewEvents: token<RecordReviewEvent>('RecordReviewEvent'),
  /** Receipts left behind, feedback due and review notices: run with the queue workers' sweeps. */
  Sweep: token<SweepCandidateMail>('SweepCandidateMail'),
};

/** The feedback use cases on the storage, mail, queue, clock and id ports; links use PUBLIC_URL. */
export function feedbackModule(config: Config): PortModule {
  const retention = config.candidateRetention?.text ?? null;
  return {
    module: bindings(({ make }) => {
      const deps = (get: Get): FeedbackDeps => {
        const repos = get(STORAGE.Repositories);
        return {
          feedback: repos.candidateFeedback,
          settings: repos.feedbackSettings,
          reviews: repos.humanReviews,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          evaluations: repos.evaluations,
          jobs: repos.jobs,
          organisations: repos.organisations,
          users: repos.users,
          mailer: get(MAIL.Mailer),
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
          digest: get(ACCOUNTS.Digest),
          origin: config.publicUrl,
          supportEmail: SUPPORT_EMAIL,
        };
      };
      make(
        FEEDBACK.OnCompletion,
        (get) =>
          new OpenFeedbackOnCompletion({
            feedback: get(STORAGE.Repositories).candidateFeedback,
            clock: get(TOKENS.Clock),
            queue: get(QUEUE.JobQueue),
          }),
      );
      make(FEEDBACK.SendReceipt, (get) => new SendReceipt(deps(get)));
      make(FEEDBACK.Manage, (get) => new ManageFeedback(deps(get)));
      make(
        FEEDBACK.Settings,
        (get) =>
          new FeedbackSettings({
            settings: get(STORAGE.Repositories).feedbackSettings,
            jobs: get(STORAGE.Repositories).jobs,
          }),
      );
      make(FEEDBACK.Pages, (get) => new CandidateFeedbackPages({ ...deps(get), retention }));
      make(
        FEEDBACK.Assessment,
        (get) => new GetAssessmentExplanation({ jobs: get(STORAGE.Repositories).jobs, retention }),
      );
      make(
        FEEDBACK.HumanReviews,
        (get) =>
          new HumanReviews({
            ...deps(get),
            events: get(STORAGE.Repositories).reviewEvents,
            decisions: get(STORAGE.Repositories).decisions,
          }),
      );
      make(
        FEEDBACK.ReviewEvents,
        (get) =>
          new RecordReviewEvent({
            sessions: get(STORAGE.Repositories).candidateSessions,
            jobs: get(STORAGE.Repositories).jobs,
            events: get(STORAGE.Repositories).reviewEvents,
            clock: get(TOKENS.Clock),
            ids: get(TOKENS.Ids),
          }),
      );
      make(
        FEEDBACK.Sweep,
        (get) => new SweepCandidateMail({ ...deps(get), receipts: get(FEEDBACK.SendReceipt) }),
      );
    }),
    ports: [],
  };
}
