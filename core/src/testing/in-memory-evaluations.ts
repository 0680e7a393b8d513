import type { Evaluation } from '../domain/evaluation.js';
import type { ExportLog } from '../domain/export-log.js';
import type { EvaluationRepository } from '../ports/evaluation-repository.js';
import type { ExportLogRepository } from '../ports/export-log-repository.js';
import type { AnswerSummary, EvaluationSummary, ReviewReadModel } from '../ports/review-read-model.js';
import { notScoredReasonsOf } from '../use-cases/evaluation/stored-evaluation.js';
import type {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';

/** Latest first: evaluatedAt, then id (as the storage adapter orders them). */
const latestFirst = (a: Evaluation, b: Evaluation) =>
  b.evaluatedAt.getTime() - a.evaluatedAt.getTime() || b.id.localeCompare(a.id);

/** EvaluationRepository in memory; the latest evaluatedAt (then the highest id) counts. */
export class InMemoryEvaluationRepository implements EvaluationRepository {
  readonly rows: Evaluation[] = [];

  async add(evaluation: Evaluation): Promise<Evaluation> {
    this.rows.push({ ...evaluation });
    return { ...evaluation };
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
    evaluatedAt: e.evaluatedAt,
  };
}

/** ReviewReadModel over the in-memory sessions, answers and evaluations. */
export class InMemoryReviewReadModel implements ReviewReadModel {
  constructor(
    private readonly sessions: InMemoryCandidateSessionRepository,
    private readonly responses: InMemoryCandidateResponseRepository,
    private readonly evaluations: InMemoryEvaluationRepository,
  ) {}

  private idsOf(jobId: string): string[] {
    return [...this.sessions.rows.values()].filter((s) => s.jobId === jobId).map((s) => s.id);
  }
  async latestEvaluationSummariesOfJob(jobId: string): Promise<EvaluationSummary[]> {
    return (await this.evaluations.listLatestBySessions(this.idsOf(jobId))).map(summariseEvaluation);
  }
  async answerSummariesOfJob(jobId: string): Promise<AnswerSummary[]> {
    const ids = new Set(this.idsOf(jobId));
    const summaries = new Map<string, AnswerSummary>();
    for (const r of this.responses.rows.filter((row) => ids.has(row.sessionId))) {
      const s = summaries.get(r.sessionId) ?? {
        sessionId: r.sessionId,
        answers: 0,
        totalDuration: 0,
        voiceMismatch: false,
      };
      s.answers += 1;
      s.totalDuration += r.duration ?? 0;
      s.voiceMismatch ||= !r.isSamePerson;
      summaries.set(r.sessionId, s);
    }
    return [...summaries.values()];
  }
}
