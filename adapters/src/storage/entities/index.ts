import { AnswerRatingChangeSchema, AnswerRatingSchema } from './answer-rating.entity.js';
import { ApiKeySchema } from './api-key.entity.js';
import { ApiKeyUseSchema } from './api-key-use.entity.js';
import { IdempotencyKeySchema } from './idempotency-key.entity.js';
import { CandidateInvitationSchema } from './candidate-invitation.entity.js';
import { CandidateResponseSchema } from './candidate-response.entity.js';
import { CandidateSessionSchema } from './candidate-session.entity.js';
import {
  LoginSessionSchema,
  PasswordResetTokenSchema,
  SetupCodeSchema,
  TrustedDeviceSchema,
  UserAuthMappingSchema,
} from './auth.entity.js';
import { EvaluationSchema } from './evaluation.entity.js';
import {
  CandidateFeedbackSchema,
  HumanReviewRequestSchema,
  JobFeedbackSettingsSchema,
  OrganisationFeedbackSettingsSchema,
  ReviewEventSchema,
} from './feedback.entity.js';
import { ImpersonationActionSchema, ImpersonationAuditSchema } from './impersonation.entity.js';
import { JobQuestionSchema, JobSchema } from './job.entity.js';
import { EmailVerificationSchema, InvitationSchema } from './membership.entity.js';
import {
  ExportLogSchema,
  QuestionSuggestionSchema,
  RateLimitCounterSchema,
  WorkSlotSchema,
} from './misc.entity.js';
import { OrganisationRenameSchema, OrganisationSchema } from './organisation.entity.js';
import { PhoneCallbackSchema, PhoneCallSchema, PhoneInterviewSchema } from './phone.entity.js';
import { UploadReservationSchema } from './upload-reservation.entity.js';
import { EvaluationInputSchema, HiringDecisionSchema } from './regulator-records.entity.js';
import { SelfIdentificationSchema, SelfIdentificationSettingsSchema } from './self-identification.entity.js';
import { UserSchema } from './user.entity.js';
import { SpeakerEmbeddingSchema, VoiceprintSchema } from './voice.entity.js';
import { WebhookDeliverySchema, WebhookEndpointSchema } from './webhook.entity.js';

/** Every table Sauti stores, for the ORM's metadata discovery. */
export const allEntities = [
  OrganisationSchema,
  OrganisationRenameSchema,
  UserSchema,
  LoginSessionSchema,
  PasswordResetTokenSchema,
  SetupCodeSchema,
  UserAuthMappingSchema,
  JobSchema,
  JobQuestionSchema,
  CandidateSessionSchema,
  CandidateResponseSchema,
  EvaluationSchema,
  SpeakerEmbeddingSchema,
  VoiceprintSchema,
  QuestionSuggestionSchema,
  ExportLogSchema,
  ImpersonationAuditSchema,
  ImpersonationActionSchema,
  RateLimitCounterSchema,
  EmailVerificationSchema,
  InvitationSchema,
  TrustedDeviceSchema,
  WorkSlotSchema,
  CandidateInvitationSchema,
  ApiKeySchema,
  WebhookEndpointSchema,
  WebhookDeliverySchema,
  UploadReservationSchema,
  ApiKeyUseSchema,
  IdempotencyKeySchema,
  CandidateFeedbackSchema,
  OrganisationFeedbackSettingsSchema,
  JobFeedbackSettingsSchema,
  HumanReviewRequestSchema,
  ReviewEventSchema,
  SelfIdentificationSchema,
  SelfIdentificationSettingsSchema,
  EvaluationInputSchema,
  HiringDecisionSchema,
  AnswerRatingSchema,
  AnswerRatingChangeSchema,
  PhoneInterviewSchema,
  PhoneCallSchema,
  PhoneCallbackSchema,
];
