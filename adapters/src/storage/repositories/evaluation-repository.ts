import type { EntityManager } from '@mikro-orm/postgresql';
import type { Evaluation, NewEvaluation } from '@sauti/core/domain/evaluation';
import type { EvaluationProvenance } from '@sauti/core/domain/evaluation-provenance';
import type { EvaluationRepository } from '@sauti/core/ports/evaluation-repository';
import type { EvaluationProvenanceReader } from '@sauti/core/ports/regulator-records';
import { EvaluationSchema, type EvaluationRow } from '../entities/evaluation.entity.js';
import { EvaluationInputSchema } from '../entities/regulator-records.entity.js';
import { OrmRepository } from './orm-repository.js';

/** A stored row as the domain evaluation. */
export function toEvaluation(row: EvaluationRow): Evaluation {
  return {
    id: row.id,
    sessionId: row.session,
    overallScore: row.overallScore ?? null,
    strengths: row.strengths ?? null,
    weaknesses: row.weaknesses ?? null,
    recommendation: row.recommendation ?? null,
    detailedAnalysis: row.detailedAnalysis ?? null,
    pillarScores: row.pillarScores ?? null,
    evaluatedAt: row.evaluatedAt,
  };
}

/** The evaluation as stored and returned, without what is stored beside it. */
export function withoutProvenance({ provenance: _provenance, ...evaluation }: NewEvaluation): Evaluation {
  return evaluation;
}

/**
 * Inserts evaluations and their inputs (docs/behaviour/review.md §14) in one transaction, one
 * multi-row statement per table: an evaluation is never stored without what re-runs it.
 */
export async function insertEvaluations(em: EntityManager, evaluations: readonly NewEvaluation[]) {
  await em.transactional(async (tx) => {
    await tx.insertMany(
      EvaluationSchema,
      evaluations.map((e) => ({
        id: e.id,
        session: e.sessionId,
        overallScore: e.overallScore,
        strengths: e.strengths,
        weaknesses: e.weaknesses,
        recommendation: e.recommendation,
        detailedAnalysis: e.detailedAnalysis,
        pillarScores: e.pillarScores,
        evaluatedAt: e.evaluatedAt,
      })),
    );
    const inputs = evaluations.flatMap((e) => (e.provenance ? [{ evaluation: e.id, ...e.provenance }] : []));
    if (inputs.length > 0) await tx.insertMany(EvaluationInputSchema, inputs);
  });
}

/** `EvaluationRepository` on MikroORM, and the reader of what was stored with each evaluation. */
export class OrmEvaluationRepository
  extends OrmRepository
  implements EvaluationRepository, EvaluationProvenanceReader
{
  async add(evaluation: NewEvaluation): Promise<Evaluation> {
    const em = this.em();
    await insertEvaluations(em, [evaluation]);
    return toEvaluation(await em.findOneOrFail(EvaluationSchema, { id: evaluation.id }));
  }

  async findLatestBySession(sessionId: string): Promise<Evaluation | null> {
    const [latest] = await this.listLatestBySessions([sessionId]);
    return latest ?? null;
  }

  async listLatestBySessions(sessionIds: readonly string[]): Promise<Evaluation[]> {
    if (sessionIds.length === 0) return [];
    const rows = await this.em().find(
      EvaluationSchema,
      { session: { $in: [...sessionIds] } },
      { orderBy: { session: 'asc', evaluatedAt: 'desc', id: 'desc' } },
    );
    const latest = new Map<string, Evaluation>();
    for (const row of rows) if (!latest.has(row.session)) latest.set(row.session, toEvaluation(row));
    return [...latest.values()];
  }

  async find(evaluationId: string): Promise<EvaluationProvenance | null> {
    const row = await this.em().findOne(EvaluationInputSchema, { evaluation: evaluationId });
    return row
      ? {
          evaluationId: row.evaluation,
          evaluatorVersion: row.evaluatorVersion,
          inputDigest: row.inputDigest,
          scoreInput: row.scoreInput,
        }
      : null;
  }
}
