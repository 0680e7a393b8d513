import type { HiringDecision } from '../domain/hiring-decision.js';
import type { SelfIdentification, SelfIdentificationConfig } from '../domain/self-identification.js';
import type { AuditSelection, AuditSourceRow, BiasAuditSource } from '../ports/bias-audit-source.js';
import type { JobRepository } from '../ports/job-repository.js';
import type { OrganisationRepository } from '../ports/organisation-repository.js';
import type {
  HiringDecisionLog,
  HiringDecisionQuery,
  LoggedHiringDecision,
} from '../ports/regulator-records.js';
import type { SelfIdentificationStore } from '../ports/self-identification-store.js';
import type { UserRepository } from '../ports/user-repository.js';
import type { InMemoryEvaluationRepository } from './in-memory-evaluations.js';
import type { InMemoryCandidateSessionRepository } from './in-memory-interviews.js';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** SelfIdentificationStore in memory; rows of sessions that no longer exist are gone, as cascaded. */
export class InMemorySelfIdentificationStore implements SelfIdentificationStore {
  readonly rows = new Map<string, SelfIdentification>();
  private readonly configs = new Map<string, SelfIdentificationConfig>();

  constructor(private readonly sessions: InMemoryCandidateSessionRepository) {}

  async save(record: SelfIdentification): Promise<void> {
    if (!this.sessions.rows.has(record.sessionId)) throw new Error('insert violates foreign key: session');
    this.rows.set(record.sessionId, { ...record, answers: copy(record.answers) });
  }
  async hasAnswers(sessionId: string): Promise<boolean> {
    return this.live(sessionId) !== undefined;
  }
  async findConfig(organisationId: string): Promise<SelfIdentificationConfig | null> {
    const config = this.configs.get(organisationId);
    return config ? copy(config) : null;
  }
  async saveConfig(organisationId: string, config: SelfIdentificationConfig): Promise<void> {
    this.configs.set(organisationId, copy(config));
  }
  /** The answers of a session that still exists. */
  live(sessionId: string): SelfIdentification | undefined {
    return this.sessions.rows.has(sessionId) ? this.rows.get(sessionId) : undefined;
  }
}

/** BiasAuditSource over the fakes: the same selection as the SQL. */
export class InMemoryBiasAuditSource implements BiasAuditSource {
  constructor(
    private readonly deps: {
      sessions: InMemoryCandidateSessionRepository;
      jobs: JobRepository;
      evaluations: InMemoryEvaluationRepository;
      selfIdentifications: InMemorySelfIdentificationStore;
    },
  ) {}

  async selection(s: AuditSelection): Promise<AuditSourceRow[]> {
    const rows: AuditSourceRow[] = [];
    for (const session of this.deps.sessions.rows.values()) {
      const job = await this.deps.jobs.findById(session.jobId);
      const done = session.completedAt;
      if (!job || job.organisationId !== s.organisationId || (s.jobId !== null && job.id !== s.jobId))
        continue;
      if (session.status !== 'completed' || !done || done < s.from || done >= s.until) continue;
      const latest = await this.deps.evaluations.findLatestBySession(session.id);
      rows.push({
        overallScore: latest?.overallScore ?? null,
        recommendation: latest?.recommendation ?? null,
        hiringOutcome: session.hiringOutcome,
        answers: this.deps.selfIdentifications.live(session.id)?.answers ?? null,
      });
    }
    return rows;
  }
}

/** HiringDecisionLog in memory, naming organisations, jobs and users as the SQL joins them. */
export class InMemoryHiringDecisionLog implements HiringDecisionLog {
  readonly rows: HiringDecision[] = [];

  constructor(
    private readonly deps: {
      sessions: InMemoryCandidateSessionRepository;
      organisations: OrganisationRepository;
      jobs: JobRepository;
      users: UserRepository;
    },
  ) {}

  async add(decision: HiringDecision): Promise<void> {
    this.rows.push({ ...decision });
  }

  async list(q: HiringDecisionQuery): Promise<LoggedHiringDecision[]> {
    const chosen = this.rows
      .filter((d) => this.deps.sessions.rows.has(d.sessionId))
      .filter((d) => (!q.from || d.decidedAt >= q.from) && (!q.until || d.decidedAt < q.until))
      .filter((d) => !q.organisationId || d.organisationId === q.organisationId)
      .sort(
        (a, b) => a.decidedAt.getTime() - b.decidedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
    const logged: LoggedHiringDecision[] = [];
    for (const d of chosen) {
      const organisation = await this.deps.organisations.findById(d.organisationId);
      const job = await this.deps.jobs.findById(d.jobId);
      const user = d.decidedByUserId ? await this.deps.users.findById(d.decidedByUserId) : null;
      if (!organisation || !job) continue;
      logged.push({
        ...d,
        organisationDomain: organisation.domain,
        jobTitle: job.title,
        decidedByEmail: user?.email ?? null,
        decidedByUserId: user ? d.decidedByUserId : null,
      });
    }
    return logged;
  }
}
