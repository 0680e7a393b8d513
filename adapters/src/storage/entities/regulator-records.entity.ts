import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { HiringDecisionSource } from '@sauti/core/domain/hiring-decision';
import type { JsonObject } from '@sauti/core/domain/json';
import { CandidateSessionSchema } from './candidate-session.entity.js';
import { EvaluationSchema } from './evaluation.entity.js';
import { JobSchema } from './job.entity.js';
import { OrganisationSchema } from './organisation.entity.js';
import { UserSchema } from './user.entity.js';

/**
 * `evaluation_inputs`: the input of each evaluation as `sauti score` reads it, with its digest and
 * evaluator (docs/behaviour/review.md §14). Apart from `ai_evaluations` so the review reads, which
 * load evaluations by the page, never carry it; goes with its evaluation.
 */
export const EvaluationInputSchema = defineEntity({
  name: 'EvaluationInput',
  tableName: 'evaluation_inputs',
  properties: {
    evaluation: () => p.manyToOne(EvaluationSchema).mapToPk().deleteRule('cascade').primary(),
    evaluatorVersion: p.text(),
    inputDigest: p.string().length(64),
    scoreInput: p.json<JsonObject>(),
  },
});
export type EvaluationInputRow = InferEntity<typeof EvaluationInputSchema>;

/** `hiring_decisions`: each decision beside the recommendation it was made against. */
export const HiringDecisionSchema = defineEntity({
  name: 'HiringDecision',
  tableName: 'hiring_decisions',
  properties: {
    id: p.text().primary(),
    session: () => p.manyToOne(CandidateSessionSchema).mapToPk().deleteRule('cascade').index(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade'),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    outcome: p.text().$type<HiringOutcome>().nullable(),
    previousOutcome: p.text().$type<HiringOutcome>().nullable(),
    decidedAt: p.datetime().index('hiring_decisions_decided_at_index'),
    decidedBy: () => p.manyToOne(UserSchema).mapToPk().deleteRule('set null').nullable(),
    impersonator: () => p.manyToOne(UserSchema).mapToPk().deleteRule('set null').nullable(),
    apiKeyId: p.text().nullable(),
    source: p.text().$type<HiringDecisionSource>(),
    evaluationId: p.text().nullable(),
    evaluatorVersion: p.text().nullable(),
    overallScore: p.integer().nullable(),
    recommendation: p.text().nullable(),
  },
});
export type HiringDecisionRow = InferEntity<typeof HiringDecisionSchema>;
