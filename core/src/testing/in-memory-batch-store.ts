import type { Evaluation, NewEvaluation } from '../domain/evaluation.js';
import type { BatchEvaluationStore, BatchSession } from '../ports/batch-evaluation-store.js';
import type { InMemoryEvaluationRepository } from './in-memory-evaluations.js';
import type { InMemoryCandidateSessionRepository } from './in-memory-interviews.js';

/** BatchEvaluationStore over the in-memory sessions and evaluations; counts its calls. */
export class InMemoryBatchEvaluationStore implements BatchEvaluationStore {
  readonly calls = { findSessions: 0, addEvaluations: 0 };

  constructor(
    private readonly sessions: InMemoryCandidateSessionRepository,
    private readonly evaluations: InMemoryEvaluationRepository,
  ) {}

  async findSessions(ids: readonly string[]): Promise<BatchSession[]> {
    this.calls.findSessions += 1;
    return [...new Set(ids)].flatMap((id) => {
      const s = this.sessions.rows.get(id);
      return s
        ? [{ id: s.id, jobId: s.jobId, status: s.status, externalReference: s.externalReference }]
        : [];
    });
  }

  async addEvaluations(evaluations: readonly NewEvaluation[]): Promise<Evaluation[]> {
    this.calls.addEvaluations += 1;
    if (evaluations.some((e) => !this.sessions.rows.has(e.sessionId))) {
      throw new Error('insert violates foreign key: session not found');
    }
    return evaluations.map((e) => this.evaluations.store(e));
  }
}
