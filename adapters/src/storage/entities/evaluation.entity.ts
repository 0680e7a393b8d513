import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonValue } from '@sauti/core/domain/json';
import { CandidateSessionSchema } from './candidate-session.entity.js';

/** `ai_evaluations` (docs/behaviour/review.md §3.1); the latest `evaluated_at` of a session counts. */
export const EvaluationSchema = defineEntity({
  name: 'Evaluation',
  tableName: 'ai_evaluations',
  properties: {
    id: p.text().primary(),
    session: () => p.manyToOne(CandidateSessionSchema).mapToPk().deleteRule('cascade'),
    /** Null when the interview was not scored (too few assessable answers). */
    overallScore: p.integer().nullable(),
    strengths: p.text().nullable(),
    weaknesses: p.text().nullable(),
    recommendation: p.text().nullable(),
    detailedAnalysis: p.json<JsonValue>().nullable(),
    pillarScores: p.json<Record<string, number>>().nullable(),
    evaluatedAt: p.datetime().defaultRaw('now()'),
    /**
     * What core derived from this evaluation against its job's criteria, and the key of those
     * criteria, for the review lists' SQL (Migration20261128100000_review_figures).
     */
    matchLevel: p.text().nullable(),
    metCriteria: p.array().columnType('text[]').nullable(),
    figuresKey: p.text().nullable(),
  },
  indexes: [
    { properties: ['session', 'evaluatedAt'], name: 'ai_evaluations_session_evaluated_at_index' },
    {
      name: 'ai_evaluations_session_latest_index',
      expression:
        'create index "ai_evaluations_session_latest_index" on "ai_evaluations" ("session_id", "evaluated_at" desc, "id" desc)',
    },
  ],
});
export type EvaluationRow = InferEntity<typeof EvaluationSchema>;
