import type { CandidateSession } from '../domain/candidate-session.js';
import type { OverviewQuery, PanelQuery } from '../contract/review.js';
import type { PanelAvailableCounts } from '../contract/review-views.js';
import type {
  AnswerSummary,
  DashboardCounts,
  EvaluationSummary,
  OverviewCounts,
  ReviewFigures,
  ReviewReadModel,
  SessionMatch,
  SessionPage,
  StaleEvaluation,
} from '../ports/review-read-model.js';
import { isCompleted, latestStartFirst } from '../use-cases/review/job-review.js';
import { OVERVIEW_ORDER, matchesFilter, matchesSearch } from '../use-cases/review/overview-order.js';
import { panelOrder } from '../use-cases/review/panel-order.js';
import { compareKeys, type CursorKey } from '../rules/cursor-page.js';
import { presentReviewSession } from '../use-cases/review/present-session.js';
import { summariseEvaluation, type InMemoryEvaluationRepository } from './in-memory-evaluations.js';
import type {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';

/**
 * ReviewReadModel over the in-memory sessions, answers and evaluations: the plain-JavaScript
 * model of the SQL adapter, filtering and ordering with the overview's own comparators
 * (overview-order.ts), over the figures stored with `storeReviewFigures`.
 */
export class InMemoryReviewReadModel implements ReviewReadModel {
  /** Stored figures by evaluation id, with the criteria key they were computed for. */
  readonly figures = new Map<string, ReviewFigures & { key: string }>();

  constructor(
    private readonly sessions: InMemoryCandidateSessionRepository,
    private readonly responses: InMemoryCandidateResponseRepository,
    private readonly evaluations: InMemoryEvaluationRepository,
  ) {}

  private sessionsOf(jobId: string): CandidateSession[] {
    return [...this.sessions.rows.values()].filter((s) => s.jobId === jobId).map((s) => ({ ...s }));
  }
  private idsOf(jobId: string): string[] {
    return this.sessionsOf(jobId).map((s) => s.id);
  }
  private async latestOf(jobId: string): Promise<Map<string, EvaluationSummary>> {
    const latest = await this.latestEvaluationSummariesOfJob(jobId);
    return new Map(latest.map((e) => [e.sessionId, e]));
  }
  async latestEvaluationSummariesOfJob(jobId: string): Promise<EvaluationSummary[]> {
    return (await this.evaluations.listLatestBySessions(this.idsOf(jobId))).map(summariseEvaluation);
  }
  async answerSummariesOf(sessionIds: readonly string[]): Promise<AnswerSummary[]> {
    const ids = new Set(sessionIds);
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
  async staleEvaluationsOfJob(jobId: string, criteriaKey: string): Promise<StaleEvaluation[]> {
    const ids = new Set(this.idsOf(jobId));
    return this.evaluations.rows
      .filter((e) => ids.has(e.sessionId) && this.figures.get(e.id)?.key !== criteriaKey)
      .map((e) => ({ id: e.id, overallScore: e.overallScore, pillarScores: e.pillarScores }));
  }
  async storeReviewFigures(criteriaKey: string, figures: readonly ReviewFigures[]): Promise<void> {
    for (const f of figures) this.figures.set(f.evaluationId, { ...f, key: criteriaKey });
  }
  private levelOf(evaluation: EvaluationSummary | undefined) {
    return evaluation ? (this.figures.get(evaluation.id)?.matchLevel ?? null) : null;
  }
  async overviewCounts(jobId: string): Promise<OverviewCounts> {
    const sessions = this.sessionsOf(jobId);
    const latest = await this.latestOf(jobId);
    const answered = new Set(this.responses.rows.map((r) => r.sessionId));
    const levels = [...latest.values()].map((e) => this.levelOf(e));
    const metByCriterion: Record<string, number> = {};
    for (const e of latest.values()) {
      if (this.levelOf(e) === null) continue;
      for (const c of this.figures.get(e.id)?.metCriteria ?? [])
        metByCriterion[c] = (metByCriterion[c] ?? 0) + 1;
    }
    return {
      totalInvited: sessions.length,
      completed: sessions.filter(isCompleted).length,
      notStarted: sessions.filter(
        (s) => !isCompleted(s) && !answered.has(s.id) && s.currentQuestionIndex === 0,
      ).length,
      strongMatch: levels.filter((l) => l === 'Strong Match').length,
      partialMatch: levels.filter((l) => l === 'Partial Match').length,
      poorFit: levels.filter((l) => l === 'Poor Fit').length,
      scored: levels.filter((l) => l !== null).length,
      notScored: [...latest.values()].filter((e) => e.overallScore === null).length,
      awaitingEvaluation: sessions.filter((s) => isCompleted(s) && !latest.has(s.id)).length,
      metByCriterion,
    };
  }
  async overviewPage(jobId: string, query: OverviewQuery): Promise<SessionPage> {
    const latest = await this.latestOf(jobId);
    const rows = this.sessionsOf(jobId)
      .filter(isCompleted)
      .map((s) => {
        const evaluation = latest.get(s.id);
        const level = this.levelOf(evaluation);
        return {
          source: s,
          session: presentReviewSession(s),
          evaluation: evaluation ? { overallScore: evaluation.overallScore } : null,
          meetsAllCriteria: level === 'Strong Match',
          partialMatch: level === 'Partial Match',
        };
      })
      .filter((c) => matchesSearch(c, query.search) && matchesFilter(c, query.filter))
      .sort(OVERVIEW_ORDER[query.sort]);
    return {
      sessions: rows.slice(query.offset, query.offset + query.limit).map((r) => r.source),
      total: rows.length,
    };
  }
  async dashboardCounts(jobId: string): Promise<DashboardCounts> {
    const sessions = this.sessionsOf(jobId);
    const latest = await this.latestOf(jobId);
    return {
      totalCandidates: sessions.length,
      completedCandidates: sessions.filter(isCompleted).length,
      evaluatedCandidates: sessions.filter((s) => latest.has(s.id)).length,
    };
  }
  async dashboardPage(jobId: string, offset: number, limit: number): Promise<SessionPage> {
    const latest = await this.latestOf(jobId);
    const evaluated = this.sessionsOf(jobId)
      .filter((s) => latest.has(s.id))
      .sort(latestStartFirst);
    return { sessions: evaluated.slice(offset, offset + limit), total: evaluated.length };
  }
  async latestEvaluationSummariesOf(sessionIds: readonly string[]): Promise<EvaluationSummary[]> {
    return (await this.evaluations.listLatestBySessions(sessionIds)).map(summariseEvaluation);
  }
  /** Evaluated sessions of the job with their latest evaluation, in the panel or not. */
  private async evaluatedOf(jobId: string, inPanel: boolean) {
    const latest = await this.latestOf(jobId);
    return this.sessionsOf(jobId).flatMap((session) => {
      const evaluation = latest.get(session.id);
      return evaluation && session.inPanel === inPanel ? [{ session, evaluation }] : [];
    });
  }
  async sessionsAfter(jobId: string, after: CursorKey | null, limit: number): Promise<CandidateSession[]> {
    const keyOf = (s: CandidateSession) => ({ at: s.startedAt.getTime(), id: s.id });
    return this.sessionsOf(jobId)
      .filter((s) => !after || compareKeys(keyOf(s), after) > 0)
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b)))
      .slice(0, limit);
  }
  async sessionsMatchingAfter(
    jobIds: readonly string[],
    match: SessionMatch,
    after: CursorKey | null,
    limit: number,
  ): Promise<CandidateSession[]> {
    const keyOf = (s: CandidateSession) => ({ at: s.startedAt.getTime(), id: s.id });
    const email = match.email?.trim().toLowerCase();
    return jobIds
      .flatMap((jobId) => this.sessionsOf(jobId))
      .filter((s) => match.externalReference === undefined || s.externalReference === match.externalReference)
      .filter((s) => email === undefined || s.candidateEmail?.trim().toLowerCase() === email)
      .filter((s) => !after || compareKeys(keyOf(s), after) > 0)
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b)))
      .slice(0, limit);
  }
  async panelMembersOfJob(jobId: string): Promise<CandidateSession[]> {
    return (await this.evaluatedOf(jobId, true)).map((r) => r.session);
  }
  async panelAvailableCounts(jobId: string): Promise<PanelAvailableCounts> {
    const levels = (await this.evaluatedOf(jobId, false)).map((r) => this.levelOf(r.evaluation));
    return {
      total: levels.length,
      strongMatch: levels.filter((l) => l === 'Strong Match').length,
      partialMatch: levels.filter((l) => l === 'Partial Match').length,
    };
  }
  async panelAvailablePage(jobId: string, query: PanelQuery): Promise<SessionPage> {
    const rows = (await this.evaluatedOf(jobId, false))
      .map((r) => ({ session: r.session, overallScore: r.evaluation.overallScore }))
      .filter((r) => matchesSearch(r, query.search))
      .sort(panelOrder);
    return {
      sessions: rows.slice(query.offset, query.offset + query.limit).map((r) => r.session),
      total: rows.length,
    };
  }
}
