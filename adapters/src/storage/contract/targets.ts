import type { AnswerRatingRepository } from '@sauti/core/ports/answer-rating-repository';
import type { ApiKeyRepository } from '@sauti/core/ports/api-key-repository';
import type { ApiKeyUseLog } from '@sauti/core/ports/api-key-use-log';
import type { IdempotencyStore } from '@sauti/core/ports/idempotency-store';
import { InMemoryIdempotencyStore } from '@sauti/core/testing/in-memory-idempotency';
import type { CandidateFeedbackRepository } from '@sauti/core/ports/candidate-feedback-repository';
import type { DecisionQueries } from '@sauti/core/ports/decision-queries';
import type { FeedbackSettingsRepository } from '@sauti/core/ports/feedback-settings-repository';
import type { HumanReviewRepository, ReviewEventRepository } from '@sauti/core/ports/human-review-repository';
import type { CandidateResponseRepository } from '@sauti/core/ports/candidate-response-repository';
import type { CandidateSessionRepository } from '@sauti/core/ports/candidate-session-repository';
import type { BiasAuditSource } from '@sauti/core/ports/bias-audit-source';
import type { EvaluationRepository } from '@sauti/core/ports/evaluation-repository';
import type { ExportLogRepository } from '@sauti/core/ports/export-log-repository';
import type { ImpersonationAuditRepository } from '@sauti/core/ports/impersonation-audit-repository';
import type { InvitationRepository } from '@sauti/core/ports/invitation-repository';
import type { JobRepository } from '@sauti/core/ports/job-repository';
import type { LoginSessionStore } from '@sauti/core/ports/login-session-store';
import type { OrganisationRepository } from '@sauti/core/ports/organisation-repository';
import type { PasswordResetTokenRepository } from '@sauti/core/ports/password-reset-token-repository';
import type { PhoneInterviewRepository } from '@sauti/core/ports/phone-interview-repository';
import type { QuestionSuggestionCache } from '@sauti/core/ports/question-suggestion-cache';
import type { RateLimitStore } from '@sauti/core/ports/rate-limit-store';
import type { EvaluationProvenanceReader, HiringDecisionLog } from '@sauti/core/ports/regulator-records';
import type { SelfIdentificationStore } from '@sauti/core/ports/self-identification-store';
import type { RegistrationRepository } from '@sauti/core/ports/registration-repository';
import type { SetupCodeRepository } from '@sauti/core/ports/setup-code-repository';
import type { ReviewReadModel } from '@sauti/core/ports/review-read-model';
import type { TrustedDeviceRepository } from '@sauti/core/ports/trusted-device-repository';
import type { UploadReservationRepository } from '@sauti/core/ports/upload-reservation-repository';
import type { UserRepository } from '@sauti/core/ports/user-repository';
import type { WebhookRepository } from '@sauti/core/ports/webhook-repository';
import type { WorkSlots } from '@sauti/core/ports/work-slots';
import { InMemoryAnswerRatingRepository } from '@sauti/core/testing/in-memory-answer-ratings';
import { InMemoryApiKeyRepository } from '@sauti/core/testing/in-memory-api-keys';
import { InMemoryApiKeyUseLog } from '@sauti/core/testing/in-memory-api-key-uses';
import {
  InMemoryCandidateFeedbackRepository,
  InMemoryFeedbackSettings,
} from '@sauti/core/testing/in-memory-feedback';
import {
  InMemoryDecisionQueries,
  InMemoryHumanReviewRepository,
  InMemoryReviewEventRepository,
} from '@sauti/core/testing/in-memory-human-reviews';
import {
  InMemoryReviewReadModel,
  InMemoryEvaluationRepository,
  InMemoryExportLogRepository,
} from '@sauti/core/testing/in-memory-evaluations';
import { InMemoryImpersonationAuditRepository } from '@sauti/core/testing/in-memory-impersonation-audits';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from '@sauti/core/testing/in-memory-interviews';
import { InMemoryInvitationRepository } from '@sauti/core/testing/in-memory-invitations';
import { InMemoryJobRepository } from '@sauti/core/testing/in-memory-jobs';
import { InMemoryLoginSessionStore } from '@sauti/core/testing/in-memory-login-sessions';
import { InMemoryOrganisationRepository } from '@sauti/core/testing/in-memory-organisations';
import { InMemoryPhoneInterviewRepository } from '@sauti/core/testing/in-memory-phone-interviews';
import { InMemoryQuestionSuggestionCache } from '@sauti/core/testing/in-memory-question-suggestions';
import { InMemoryRateLimitStore } from '@sauti/core/testing/in-memory-rate-limits';
import {
  InMemoryBiasAuditSource,
  InMemoryHiringDecisionLog,
  InMemorySelfIdentificationStore,
} from '@sauti/core/testing/in-memory-self-identification';
import { InMemoryRegistrationRepository } from '@sauti/core/testing/in-memory-registrations';
import { InMemoryPasswordResetTokenRepository } from '@sauti/core/testing/in-memory-reset-tokens';
import { InMemorySetupCodes } from '@sauti/core/testing/in-memory-setup-codes';
import { InMemoryTrustedDeviceRepository } from '@sauti/core/testing/in-memory-trusted-devices';
import { InMemoryUploadReservationRepository } from '@sauti/core/testing/in-memory-upload-reservations';
import { InMemoryUserRepository } from '@sauti/core/testing/in-memory-users';
import { InMemoryWebhookRepository } from '@sauti/core/testing/in-memory-webhooks';
import { InMemoryWorkSlots } from '@sauti/core/testing/in-memory-work-slots';

/**
 * The storage ports the contract holds every implementation to, by the names the ORM
 * repositories carry (`createRepositories`). Typed by port, so a contract test can call only
 * what the port promises. The speaker embeddings have no fake and no contract test yet.
 */
export interface StoragePorts {
  users: UserRepository;
  organisations: OrganisationRepository;
  registrations: RegistrationRepository;
  invitations: InvitationRepository;
  trustedDevices: TrustedDeviceRepository;
  workSlots: WorkSlots;
  jobs: JobRepository;
  candidateSessions: CandidateSessionRepository;
  candidateResponses: CandidateResponseRepository;
  evaluations: EvaluationRepository & EvaluationProvenanceReader;
  loginSessions: LoginSessionStore;
  passwordResetTokens: PasswordResetTokenRepository;
  setupCodes: SetupCodeRepository;
  questionSuggestions: QuestionSuggestionCache;
  exportLogs: ExportLogRepository;
  impersonationAudits: ImpersonationAuditRepository;
  rateLimits: RateLimitStore;
  reviewReads: ReviewReadModel;
  webhooks: WebhookRepository;
  apiKeys: ApiKeyRepository;
  uploadReservations: UploadReservationRepository;
  apiKeyUses: ApiKeyUseLog;
  idempotencyKeys: IdempotencyStore;
  candidateFeedback: CandidateFeedbackRepository;
  feedbackSettings: FeedbackSettingsRepository;
  humanReviews: HumanReviewRepository;
  reviewEvents: ReviewEventRepository;
  decisions: DecisionQueries;
  selfIdentifications: SelfIdentificationStore;
  biasAuditSource: BiasAuditSource;
  hiringDecisions: HiringDecisionLog;
  answerRatings: AnswerRatingRepository;
  phoneInterviews: PhoneInterviewRepository;
}

/** The in-memory fakes of core/src/testing, one per port, sharing state where the ORM shares tables. */
export function inMemoryRepositories(): StoragePorts {
  const candidateSessions = new InMemoryCandidateSessionRepository();
  const candidateResponses = new InMemoryCandidateResponseRepository();
  const evaluations = new InMemoryEvaluationRepository();
  const feedbackSettings = new InMemoryFeedbackSettings();
  const users = new InMemoryUserRepository();
  const organisations = new InMemoryOrganisationRepository();
  const jobs = new InMemoryJobRepository({ sessions: candidateSessions, responses: candidateResponses });
  const selfIdentifications = new InMemorySelfIdentificationStore(candidateSessions);
  return {
    users,
    organisations,
    registrations: new InMemoryRegistrationRepository(),
    invitations: new InMemoryInvitationRepository(),
    trustedDevices: new InMemoryTrustedDeviceRepository(),
    workSlots: new InMemoryWorkSlots(),
    jobs,
    candidateSessions,
    candidateResponses,
    evaluations,
    loginSessions: new InMemoryLoginSessionStore(),
    passwordResetTokens: new InMemoryPasswordResetTokenRepository(),
    setupCodes: new InMemorySetupCodes(),
    questionSuggestions: new InMemoryQuestionSuggestionCache(),
    exportLogs: new InMemoryExportLogRepository(),
    impersonationAudits: new InMemoryImpersonationAuditRepository(),
    rateLimits: new InMemoryRateLimitStore(),
    reviewReads: new InMemoryReviewReadModel(candidateSessions, candidateResponses, evaluations),
    webhooks: new InMemoryWebhookRepository(),
    apiKeys: new InMemoryApiKeyRepository(),
    uploadReservations: new InMemoryUploadReservationRepository(candidateSessions),
    apiKeyUses: new InMemoryApiKeyUseLog(),
    idempotencyKeys: new InMemoryIdempotencyStore(),
    candidateFeedback: new InMemoryCandidateFeedbackRepository({ settings: feedbackSettings, evaluations }),
    feedbackSettings,
    humanReviews: new InMemoryHumanReviewRepository(),
    reviewEvents: new InMemoryReviewEventRepository(),
    decisions: new InMemoryDecisionQueries({ jobs, sessions: candidateSessions, evaluations }),
    selfIdentifications,
    biasAuditSource: new InMemoryBiasAuditSource({
      sessions: candidateSessions,
      jobs,
      evaluations,
      selfIdentifications,
    }),
    hiringDecisions: new InMemoryHiringDecisionLog({
      sessions: candidateSessions,
      organisations,
      jobs,
      users,
    }),
    answerRatings: new InMemoryAnswerRatingRepository({
      sessions: candidateSessions,
      responses: candidateResponses,
    }),
    phoneInterviews: new InMemoryPhoneInterviewRepository(
      (id) => candidateSessions.rows.get(id)?.status === 'in_progress',
    ),
  };
}
