import type { EvaluationProvenance } from '../domain/evaluation-provenance.js';
import type { Evaluation, NewEvaluation } from '../domain/evaluation.js';
import type { ExportLog } from '../domain/export-log.js';
import type { EvaluationRepository } from '../ports/evaluation-repository.js';
import type { ExportLogRepository } from '../ports/export-log-repository.js';
import type { EvaluationProvenanceReader } from '../ports/regulator-records.js';
import type { EvaluationSummary } from '../ports/review-read-model.js';
import { notScoredReasonsOf } from '../use-cases/evaluation/stored-evaluation.js';

/** Latest first: evaluatedAt, then id (as the storage adapter orders them). */
const latestFirst = (a: Evaluation, b: Evaluation) =>
  b.evaluatedAt.getTime() - a.evaluatedAt.getTime() || b.id.localeCompare(a.id);

/**
 * EvaluationRepository in memory; the latest evaluatedAt (then the highest id) counts. The input
 * stored with an evaluation is kept apart, as the storage keeps it in its own table.
 */
export class InMemoryEvaluationRepository implements EvaluationRepository, EvaluationProvenanceReader {
  readonly rows: Evaluation[] = [];
  readonly provenance = new Map<string, EvaluationProvenance>();

  async add(evaluation: NewEvaluation): Promise<Evaluation> {
    return this.store(evaluation);
  }

  /** Keeps the row and its provenance (also the batch store's write). */
  store({ provenance, ...evaluation }: NewEvaluation): Evaluation {
    this.rows.push({ ...evaluation });
    if (provenance) this.provenance.set(evaluation.id, { evaluationId: evaluation.id, ...provenance });
    return { ...evaluation };
  }

  async find(evaluationId: string): Promise<EvaluationProvenance | null> {
    const found = this.provenance.get(evaluationId);
    return found && this.rows.some((e) => e.id === evaluationId)
      ? { ...found, scoreInput: JSON.parse(JSON.stringify(found.scoreInput)) }
      : null;
  }
  async findLatestBySession(sessionId: string): Promise<Evaluation | null> {
    const [latest] = this.rows.filter((e) => e.sessionId === sessionId).sort(latestFirst);
    return latest ? { ...latest } : null;
  }
  async listLatestBySessions(sessionIds: readonly string[]): Promise<Evaluation[]> {
    const latest = await Promise.all(sessionIds.map((id) => this.findLatestBySession(id)));
    return latest.filter((e): e is Evaluation => e !== null);
  }
}

/** ExportLogRepository in memory. */
export class InMemoryExportLogRepository implements ExportLogRepository {
  readonly rows: ExportLog[] = [];

  async add(log: ExportLog): Promise<void> {
    this.rows.push({ ...log });
  }
  async listByUser(userId: string): Promise<ExportLog[]> {
    return this.rows
      .filter((l) => l.userId === userId)
      .sort((a, b) => b.exportedAt.getTime() - a.exportedAt.getTime() || a.id.localeCompare(b.id));
  }
  async countByUser(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const l of this.rows) counts.set(l.userId, (counts.get(l.userId) ?? 0) + 1);
    return counts;
  }
}

/** The summary the storage read gives of an evaluation (feedback only when a string). */
export function summariseEvaluation(e: Evaluation): EvaluationSummary {
  const analysis =
    typeof e.detailedAnalysis === 'object' &&
    e.detailedAnalysis !== null &&
    !Array.isArray(e.detailedAnalysis)
      ? e.detailedAnalysis
      : {};
  return {
    id: e.id,
    sessionId: e.sessionId,
    overallScore: e.overallScore,
    notScoredReasons: notScoredReasonsOf(e),
    pillarScores: e.pillarScores,
    recommendation: e.recommendation,
    feedback: typeof analysis.feedback === 'string' ? analysis.feedback : null,
    needsHumanReview: analysis.needsHumanReview === true,
    evaluatorVersion: typeof analysis.evaluatorVersion === 'string' ? analysis.evaluatorVersion : null,
    evaluatedAt: e.evaluatedAt,
  };
}

export { InMemoryReviewReadModel } from './in-memory-review-reads.js';
