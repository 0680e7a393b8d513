import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FeedbackContent } from '@sauti/core/domain/candidate-feedback';
import { CandidateSessionSchema } from './candidate-session.entity.js';
import { JobSchema } from './job.entity.js';
import { OrganisationSchema } from './organisation.entity.js';
import { UserSchema } from './user.entity.js';

/**
 * `candidate_feedback`: one completed interview's correspondence with its candidate
 * (docs/behaviour/interview.md §17). Deleted with the session (data protection) or the job.
 */
export const CandidateFeedbackSchema = defineEntity({
  name: 'CandidateFeedback',
  tableName: 'candidate_feedback',
  properties: {
    session: () => p.oneToOne(CandidateSessionSchema).primary().mapToPk().deleteRule('cascade').owner(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade').index(),
    createdAt: p.datetime(),
    receiptSentAt: p.datetime().nullable(),
    status: p.text(),
    draft: p.json<FeedbackContent>().nullable(),
    updatedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('set null'),
    updatedAt: p.datetime().nullable(),
    sent: p.json<FeedbackContent>().nullable(),
    sentAt: p.datetime().nullable(),
    /** The member's id, kept when they leave: null means it went by itself, never "someone who left". */
    sentBy: p.text().nullable(),
    linkTokenHash: p.string().length(64).nullable(),
    linkExpiresAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['status', 'createdAt'], name: 'candidate_feedback_status_created_at_index' }],
});
export type CandidateFeedbackRow = InferEntity<typeof CandidateFeedbackSchema>;

/** `organisation_feedback_settings`: what an organisation chose; absent means the defaults. */
export const OrganisationFeedbackSettingsSchema = defineEntity({
  name: 'OrganisationFeedbackSettings',
  tableName: 'organisation_feedback_settings',
  properties: {
    organisation: () => p.oneToOne(OrganisationSchema).primary().mapToPk().deleteRule('cascade').owner(),
    showScores: p.boolean(),
    contactEmail: p.text().nullable(),
  },
});

/** `job_feedback_settings`: a job's automatic sending; absent means the defaults. */
export const JobFeedbackSettingsSchema = defineEntity({
  name: 'JobFeedbackSettings',
  tableName: 'job_feedback_settings',
  properties: {
    job: () => p.oneToOne(JobSchema).primary().mapToPk().deleteRule('cascade').owner(),
    autoSend: p.boolean(),
    delayHours: p.integer(),
  },
});

/**
 * `human_review_requests`: a candidate's request that a person review the decision, one per
 * interview (docs/behaviour/interview.md §18). Deleted with the session.
 */
export const HumanReviewRequestSchema = defineEntity({
  name: 'HumanReviewRequest',
  tableName: 'human_review_requests',
  properties: {
    id: p.text().primary(),
    session: () => p.oneToOne(CandidateSessionSchema).mapToPk().deleteRule('cascade').owner().unique(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade'),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    message: p.text().nullable(),
    requestedAt: p.datetime(),
    hrNotifiedAt: p.datetime().nullable(),
    outcome: p.text().nullable(),
    outcomeNote: p.text().nullable(),
    decidedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    candidateToldAt: p.datetime().nullable(),
  },
  indexes: [
    { properties: ['organisation', 'requestedAt'], name: 'human_review_requests_organisation_index' },
  ],
});
export type HumanReviewRequestRow = InferEntity<typeof HumanReviewRequestSchema>;

/**
 * `review_events`: what a reviewer looked at on a candidate's page, and confirmed score-only
 * rejections (docs/behaviour/review.md §12). The user is kept as an id: an API key acts as its
 * creator, who may have left.
 */
export const ReviewEventSchema = defineEntity({
  name: 'ReviewEvent',
  tableName: 'review_events',
  properties: {
    id: p.text().primary(),
    session: () => p.manyToOne(CandidateSessionSchema).mapToPk().deleteRule('cascade').index(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    userId: p.text().nullable(),
    kind: p.text(),
    at: p.datetime(),
  },
  indexes: [{ properties: ['organisation', 'kind'], name: 'review_events_organisation_kind_index' }],
});
