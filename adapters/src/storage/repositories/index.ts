import { OrmIdempotencyStore } from './idempotency-key-store.js';
import type { SautiOrm } from '../orm.js';
import { OrmAnswerRatingRepository } from './answer-rating-repository.js';
import { OrmApiKeyRepository } from './api-key-repository.js';
import { OrmApiKeyUseLog } from './api-key-use-log.js';
import { OrmCandidateFeedbackRepository } from './candidate-feedback-repository.js';
import { OrmCandidateInvitationRepository } from './candidate-invitation-repository.js';
import { OrmCandidateResponseRepository } from './candidate-response-repository.js';
import { OrmCandidateSessionRepository } from './candidate-session-repository.js';
import { OrmDecisionQueries } from './decision-queries.js';
import { OrmEvaluationRepository } from './evaluation-repository.js';
import { OrmExportLogRepository } from './export-log-repository.js';
import { OrmFeedbackSettingsRepository } from './feedback-settings-repository.js';
import { OrmHumanReviewRepository, OrmReviewEventRepository } from './human-review-repository.js';
import { OrmHiringDecisionLog } from './hiring-decision-log.js';
import { OrmImpersonationAuditRepository } from './impersonation-audit-repository.js';
import { OrmInvitationRepository } from './invitation-repository.js';
import { OrmJobRepository } from './job-repository.js';
import { OrmLoginSessionStore } from './login-session-store.js';
import { OrmOrganisationRepository } from './organisation-repository.js';
import { OrmPasswordResetTokenRepository } from './password-reset-token-repository.js';
import { OrmPhoneInterviewRepository } from './phone-interview-repository.js';
import { OrmQuestionSuggestionCache } from './question-suggestion-cache.js';
import { OrmRateLimitStore } from './rate-limit-store.js';
import { OrmRegistrationRepository } from './registration-repository.js';
import { OrmReviewReadModel } from './review-read-model.js';
import { OrmBiasAuditSource, OrmSelfIdentificationStore } from './self-identification-store.js';
import { OrmSpeakerEmbeddingRepository } from './speaker-embedding-repository.js';
import { OrmTrustedDeviceRepository } from './trusted-device-repository.js';
import { OrmUploadReservationRepository } from './upload-reservation-repository.js';
import { OrmUserRepository } from './user-repository.js';
import { OrmWebhookRepository } from './webhook-repository.js';
import { OrmWorkSlots } from './work-slots.js';
import { OrmSetupCodeRepository } from './setup-code-repository.js';

export {
  OrmCandidateFeedbackRepository,
  OrmDecisionQueries,
  OrmFeedbackSettingsRepository,
  OrmHumanReviewRepository,
  OrmReviewEventRepository,
  OrmAnswerRatingRepository,
  OrmCandidateInvitationRepository,
  OrmApiKeyRepository,
  OrmApiKeyUseLog,
  OrmCandidateResponseRepository,
  OrmCandidateSessionRepository,
  OrmEvaluationRepository,
  OrmExportLogRepository,
  OrmImpersonationAuditRepository,
  OrmInvitationRepository,
  OrmJobRepository,
  OrmLoginSessionStore,
  OrmOrganisationRepository,
  OrmPasswordResetTokenRepository,
  OrmQuestionSuggestionCache,
  OrmRateLimitStore,
  OrmRegistrationRepository,
  OrmReviewReadModel,
  OrmSetupCodeRepository,
  OrmSpeakerEmbeddingRepository,
  OrmTrustedDeviceRepository,
  OrmUploadReservationRepository,
  OrmUserRepository,
  OrmWebhookRepository,
  OrmWorkSlots,
};

/** Every storage port implemented on one ORM; what the container binds. */
export function createRepositories(orm: SautiOrm) {
  return {
    users: new OrmUserRepository(orm),
    organisations: new OrmOrganisationRepository(orm),
    registrations: new OrmRegistrationRepository(orm),
    invitations: new OrmInvitationRepository(orm),
    trustedDevices: new OrmTrustedDeviceRepository(orm),
    workSlots: new OrmWorkSlots(orm),
    jobs: new OrmJobRepository(orm),
    candidateSessions: new OrmCandidateSessionRepository(orm),
    candidateInvitations: new OrmCandidateInvitationRepository(orm),
    candidateResponses: new OrmCandidateResponseRepository(orm),
    evaluations: new OrmEvaluationRepository(orm),
    loginSessions: new OrmLoginSessionStore(orm),
    passwordResetTokens: new OrmPasswordResetTokenRepository(orm),
    setupCodes: new OrmSetupCodeRepository(orm),
    questionSuggestions: new OrmQuestionSuggestionCache(orm),
    exportLogs: new OrmExportLogRepository(orm),
    impersonationAudits: new OrmImpersonationAuditRepository(orm),
    rateLimits: new OrmRateLimitStore(orm),
    speakerEmbeddings: new OrmSpeakerEmbeddingRepository(orm),
    reviewReads: new OrmReviewReadModel(orm),
    webhooks: new OrmWebhookRepository(orm),
    apiKeys: new OrmApiKeyRepository(orm),
    uploadReservations: new OrmUploadReservationRepository(orm),
    apiKeyUses: new OrmApiKeyUseLog(orm),
    idempotencyKeys: new OrmIdempotencyStore(orm),
    candidateFeedback: new OrmCandidateFeedbackRepository(orm),
    feedbackSettings: new OrmFeedbackSettingsRepository(orm),
    humanReviews: new OrmHumanReviewRepository(orm),
    reviewEvents: new OrmReviewEventRepository(orm),
    decisions: new OrmDecisionQueries(orm),
    /** Read only by the self-identification calls, the bias audit and data protection (lint zone). */
    selfIdentifications: new OrmSelfIdentificationStore(orm),
    biasAuditSource: new OrmBiasAuditSource(orm),
    hiringDecisions: new OrmHiringDecisionLog(orm),
    answerRatings: new OrmAnswerRatingRepository(orm),
    phoneInterviews: new OrmPhoneInterviewRepository(orm),
  };
}

/** The repositories of one ORM, by port. */
export type Repositories = ReturnType<typeof createRepositories>;
