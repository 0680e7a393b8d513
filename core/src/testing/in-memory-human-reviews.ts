import type {
  HumanReviewRequest,
  HumanReviewUpdate,
  ReviewEvent,
  ReviewEventKind,
} from '../domain/human-review.js';
import type { DecisionQueries, DecisionsByBand } from '../ports/decision-queries.js';
import type {
  HumanReviewFilter,
  HumanReviewNotice,
  HumanReviewRepository,
  ReviewEventRepository,
} from '../ports/human-review-repository.js';
import type { CandidateSessionRepository } from '../ports/candidate-session-repository.js';
import type { EvaluationRepository } from '../ports/evaluation-repository.js';
import type { JobRepository } from '../ports/job-repository.js';

const NOTICE_FIELD = { hr: 'hrNotifiedAt', candidate: 'candidateToldAt' } as const;

/** HumanReviewRepository in memory: one request per session. */
export class InMemoryHumanReviewRepository implements HumanReviewRepository {
  readonly rows: HumanReviewRequest[] = [];

  async add(request: HumanReviewRequest): Promise<{ request: HumanReviewRequest; created: boolean }> {
    const existing = this.rows.find((r) => r.sessionId === request.sessionId);
    if (existing) return { request: { ...existing }, created: false };
    this.rows.push({ ...request });
    return { request: { ...request }, created: true };
  }
  async findById(id: string): Promise<HumanReviewRequest | null> {
    return this.copy(this.rows.find((r) => r.id === id));
  }
  async findBySession(sessionId: string): Promise<HumanReviewRequest | null> {
    return this.copy(this.rows.find((r) => r.sessionId === sessionId));
  }
  async update(id: string, update: HumanReviewUpdate): Promise<HumanReviewRequest | null> {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, update);
    return { ...row };
  }
  async list(filter: HumanReviewFilter, limit: number): Promise<HumanReviewRequest[]> {
    return this.matching(filter)
      .filter((r) => filter.open === undefined || (r.outcome === null) === filter.open)
      .sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }
  async counts(filter: HumanReviewFilter): Promise<{ open: number; decided: number }> {
    const rows = this.matching(filter);
    const open = rows.filter((r) => r.outcome === null).length;
    return { open, decided: rows.length - open };
  }
  async claimNotice(id: string, notice: HumanReviewNotice, at: Date): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id);
    const field = NOTICE_FIELD[notice];
    if (!row || row[field] !== null || (notice === 'candidate' && row.outcome === null)) return false;
    row[field] = at;
    return true;
  }
  async releaseNotice(id: string, notice: HumanReviewNotice): Promise<void> {
    const row = this.rows.find((r) => r.id === id);
    if (row) row[NOTICE_FIELD[notice]] = null;
  }
  async listNoticesDue(
    notice: HumanReviewNotice,
    before: Date,
    limit: number,
  ): Promise<HumanReviewRequest[]> {
    const when = (r: HumanReviewRequest) => (notice === 'hr' ? r.requestedAt : r.decidedAt);
    return this.rows
      .filter(
        (r) => r[NOTICE_FIELD[notice]] === null && when(r) !== null && when(r)!.getTime() <= before.getTime(),
      )
      .sort((a, b) => when(a)!.getTime() - when(b)!.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }

  private matching(filter: HumanReviewFilter): HumanReviewRequest[] {
    return this.rows.filter(
      (r) => r.organisationId === filter.organisationId && (!filter.jobId || r.jobId === filter.jobId),
    );
  }
  private copy(row: HumanReviewRequest | undefined): HumanReviewRequest | null {
    return row ? { ...row } : null;
  }
}

/** ReviewEventRepository in memory. */
export class InMemoryReviewEventRepository implements ReviewEventRepository {
  readonly rows: (ReviewEvent & { organisationId: string })[] = [];

  async record(event: ReviewEvent & { organisationId: string }): Promise<void> {
    this.rows.push({ ...event });
  }
  async hasHumanLook(sessionId: string): Promise<boolean> {
    return this.rows.some(
      (e) => e.sessionId === sessionId && (e.kind === 'criterion_opened' || e.kind === 'answer_played'),
    );
  }
  async count(organisationId: string, kind: ReviewEventKind): Promise<number> {
    return this.rows.filter((e) => e.organisationId === organisationId && e.kind === kind).length;
  }
}

/** DecisionQueries over the fakes of jobs, sessions and evaluations, as the database joins them. */
export class InMemoryDecisionQueries implements DecisionQueries {
  constructor(
    private readonly deps: {
      jobs: Pick<JobRepository, 'listByOrganisation'>;
      sessions: Pick<CandidateSessionRepository, 'listByJobs'>;
      evaluations: Pick<EvaluationRepository, 'listLatestBySessions'>;
    },
  ) {}

  async decisionsByBand(organisationId: string): Promise<DecisionsByBand[]> {
    const jobs = await this.deps.jobs.listByOrganisation(organisationId);
    const sessions = (await this.deps.sessions.listByJobs(jobs.map((j) => j.id))).filter(
      (s) => s.hiringOutcome === 'hired' || s.hiringOutcome === 'rejected',
    );
    const latest = new Map(
      (await this.deps.evaluations.listLatestBySessions(sessions.map((s) => s.id))).map((e) => [
        e.sessionId,
        e,
      ]),
    );
    const groups = new Map<string, DecisionsByBand>();
    for (const session of sessions) {
      const evaluation = latest.get(session.id);
      if (!evaluation) continue;
      const outcome = session.hiringOutcome as 'hired' | 'rejected';
      const band = evaluation.overallScore === null ? null : evaluation.recommendation;
      const key = `${outcome}|${band}`;
      const group = groups.get(key) ?? { outcome, band, candidates: 0 };
      group.candidates += 1;
      groups.set(key, group);
    }
    return [...groups.values()];
  }
}
