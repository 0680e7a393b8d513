import type { BiasAuditQuery, BiasAuditView } from '../../contract/bias-audit.js';
import { DAY_MS, dayStart, periodProblem } from '../../contract/day-range.js';
import { DomainError } from '../../domain/errors.js';
import type { BiasAuditSource } from '../../ports/bias-audit-source.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { SelfIdentificationStore } from '../../ports/self-identification-store.js';
import { biasAudit, type AuditedCandidate } from '../../rules/bias-audit.js';
import { bandNamed } from '../../rules/recommendation.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor, organisationOf } from '../jobs/job-access.js';
import { auditLayout } from './audit-dimensions.js';
import { presentBiasAudit } from './present-bias-audit.js';

/** Without dates an audit covers the last 365 days, today included (Local Law 144 audits yearly). */
export const DEFAULT_AUDIT_DAYS = 365;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period of a query: its days, or the default ending today (UTC). */
export function auditPeriod(query: Pick<BiasAuditQuery, 'from' | 'to'>, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = query.to === undefined ? today : dayStart(query.to)!;
  const start = query.from === undefined ? end - (DEFAULT_AUDIT_DAYS - 1) * DAY_MS : dayStart(query.from)!;
  const problem = periodProblem(start, end);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  return { from: new Date(start), until: new Date(end + DAY_MS), fromDay: isoDay(start), toDay: isoDay(end) };
}

/** What the audit reads. */
export interface BiasAuditDeps {
  source: BiasAuditSource;
  selfIdentifications: SelfIdentificationStore;
  jobs: JobRepository;
  organisations: OrganisationRepository;
  clock: Clock;
}

/**
 * GET /api/bias-audit (docs/behaviour/review.md §13): the audit of one job, or of every job of the
 * caller's organisation, over the interviews completed in a period. Counts only: no candidate is
 * named and no group under 5 shows a figure. Another organisation's job is NOT_FOUND.
 */
export class RunBiasAudit {
  constructor(private readonly deps: BiasAuditDeps) {}

  async execute(actor: Actor, query: BiasAuditQuery): Promise<BiasAuditView> {
    const organisationId = organisationOf(actor);
    const job = query.jobId === undefined ? null : await findJobOfActor(this.deps.jobs, actor, query.jobId);
    const organisation = await this.deps.organisations.findById(organisationId);
    if (!organisation) throw new DomainError('NOT_FOUND', 'Organisation not found');
    const now = this.deps.clock.now();
    const period = auditPeriod(query, now);
    const config = (await this.deps.selfIdentifications.findConfig(organisationId)) ?? { categories: [] };
    const rows = await this.deps.source.selection({
      organisationId,
      jobId: job?.id ?? null,
      from: period.from,
      until: period.until,
    });
    const layout = auditLayout(
      config,
      rows.map((r) => r.answers),
    );
    const candidates = rows.map((r): AuditedCandidate => ({
      score: r.overallScore,
      band: r.overallScore === null ? null : bandNamed(r.recommendation),
      hired: r.hiringOutcome === 'hired',
      groups: layout.groupsOf(r.answers),
    }));
    return presentBiasAudit(biasAudit(candidates, layout.dimensions, layout.intersections), layout.order, {
      organisation: { name: organisation.name, domain: organisation.domain },
      job: job ? { id: job.id, title: job.title } : null,
      from: period.fromDay,
      to: period.toDay,
      generatedAt: now,
    });
  }
}
