import type { Evaluation, NewEvaluation } from '@sauti/core/domain/evaluation';
import type { EvaluationRepository } from '@sauti/core/ports/evaluation-repository';
import { EvaluationSchema, type EvaluationRow } from '../entities/evaluation.entity.js';
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

/** `EvaluationRepository` on MikroORM. */
export class OrmEvaluationRepository extends OrmRepository implements EvaluationRepository {
  async add(evaluation: NewEvaluation): Promise<Evaluation> {
    const row = {
      id: evaluation.id,
      session: evaluation.sessionId,
      overallScore: evaluation.overallScore,
      strengths: evaluation.strengths,
      weaknesses: evaluation.weaknesses,
      recommendation: evaluation.recommendation,
      detailedAnalysis: evaluation.detailedAnalysis,
      pillarScores: evaluation.pillarScores,
      evaluatedAt: evaluation.evaluatedAt,
    };
    const em = this.em();
    await em.insert(EvaluationSchema, row);
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
}
