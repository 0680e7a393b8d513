import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import { OrganisationSchema } from './organisation.entity.js';
import { UserSchema } from './user.entity.js';

/** `jobs` (docs/behaviour/review.md §3.1) plus the owning organisation. Unique per (created_by, client_draft_key). */
export const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: p.text().primary(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    title: p.text(),
    description: p.text(),
    questions: p.array().columnType('text[]').defaultRaw(`'{}'`),
    language: p.text().default('en'),
    location: p.text().nullable(),
    companyName: p.text().nullable(),
    jobType: p.text().nullable(),
    skills: p.array().columnType('text[]').defaultRaw(`'{}'`),
    requireIdentityVerification: p.text().default('false'),
    invitationOnly: p.boolean().default(false),
    criteriaConfig: p.json<CriteriaConfig>().nullable(),
    evalVersion: p.text().default('criteria-v1'),
    clientDraftKey: p.text().nullable(),
    status: p.text().default('active'),
    createdBy: () => p.manyToOne(UserSchema).mapToPk().fieldName('created_by').deleteRule('cascade'),
    createdAt: p.datetime().defaultRaw('now()'),
    publishedAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['createdBy', 'clientDraftKey'], name: 'jobs_created_by_client_draft_key_unique' }],
  indexes: [{ properties: ['organisation', 'createdAt'], name: 'jobs_organisation_created_at_index' }],
});
export type JobRow = InferEntity<typeof JobSchema>;

/** `job_questions`: the stored questions of a job, in `order_index` order. */
export const JobQuestionSchema = defineEntity({
  name: 'JobQuestion',
  tableName: 'job_questions',
  properties: {
    id: p.text().primary(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade'),
    text: p.text(),
    pillarId: p.text().nullable(),
    /** What a strong answer covers (HR's, or drafted with the question); read by the evaluator. */
    scoringGuide: p.text().nullable(),
    orderIndex: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ properties: ['job', 'orderIndex'], name: 'job_questions_job_order_index' }],
});
export type JobQuestionRow = InferEntity<typeof JobQuestionSchema>;
