import type { CandidateSessionStatus } from '@sauti/core/domain/candidate-session';
import type { Evaluation, NewEvaluation } from '@sauti/core/domain/evaluation';
import type { BatchEvaluationStore, BatchSession } from '@sauti/core/ports/batch-evaluation-store';
import { CandidateSessionSchema } from '../entities/candidate-session.entity.js';
import { insertEvaluations, withoutProvenance } from './evaluation-repository.js';
import { OrmRepository } from './orm-repository.js';

/** `BatchEvaluationStore` on MikroORM: one SELECT per page of sessions, one INSERT per group (and table). */
export class OrmBatchEvaluationStore extends OrmRepository implements BatchEvaluationStore {
  async findSessions(ids: readonly string[]): Promise<BatchSession[]> {
    if (ids.length === 0) return [];
    const rows = await this.em().find(
      CandidateSessionSchema,
      { id: { $in: [...new Set(ids)] } },
      { fields: ['id', 'job', 'status', 'externalReference'] },
    );
    return rows.map((row) => ({
      id: row.id,
      jobId: row.job,
      status: row.status as CandidateSessionStatus,
      externalReference: row.externalReference ?? null,
    }));
  }

  async addEvaluations(evaluations: readonly NewEvaluation[]): Promise<Evaluation[]> {
    if (evaluations.length === 0) return [];
    // One multi-row INSERT per table; the rows are stored as given, so they are returned as given.
    await insertEvaluations(this.em(), evaluations);
    return evaluations.map(withoutProvenance);
  }
}
