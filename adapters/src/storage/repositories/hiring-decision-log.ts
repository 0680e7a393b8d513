import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { HiringDecision, HiringDecisionSource } from '@sauti/core/domain/hiring-decision';
import type {
  HiringDecisionLog,
  HiringDecisionQuery,
  LoggedHiringDecision,
} from '@sauti/core/ports/regulator-records';
import { HiringDecisionSchema } from '../entities/regulator-records.entity.js';
import { OrmRepository } from './orm-repository.js';

interface LogRow {
  id: string;
  session_id: string;
  job_id: string;
  organisation_id: string;
  outcome: string | null;
  previous_outcome: string | null;
  decided_at: Date | string;
  decided_by_id: string | null;
  impersonator_id: string | null;
  api_key_id: string | null;
  source: string;
  evaluation_id: string | null;
  evaluator_version: string | null;
  overall_score: number | null;
  recommendation: string | null;
  organisation_domain: string;
  job_title: string;
  decided_by_email: string | null;
}

const LIST_SQL = `
select d.*, o.domain as organisation_domain, j.title as job_title, u.email as decided_by_email
  from hiring_decisions d
  join organisations o on o.id = d.organisation_id
  join jobs j on j.id = d.job_id
  left join users u on u.id = d.decided_by_id
 where (?::timestamptz is null or d.decided_at >= ?)
   and (?::timestamptz is null or d.decided_at < ?)
   and (?::text is null or d.organisation_id = ?)
 order by d.decided_at, d.id`;

/** `HiringDecisionLog` on `hiring_decisions` (docs/behaviour/review.md §14). */
export class OrmHiringDecisionLog extends OrmRepository implements HiringDecisionLog {
  async add(d: HiringDecision): Promise<void> {
    await this.em().insert(HiringDecisionSchema, {
      id: d.id,
      session: d.sessionId,
      job: d.jobId,
      organisation: d.organisationId,
      outcome: d.outcome,
      previousOutcome: d.previousOutcome,
      decidedAt: d.decidedAt,
      decidedBy: d.decidedByUserId,
      impersonator: d.impersonatorUserId,
      apiKeyId: d.apiKeyId,
      source: d.source,
      evaluationId: d.evaluationId,
      evaluatorVersion: d.evaluatorVersion,
      overallScore: d.overallScore,
      recommendation: d.recommendation,
    });
  }

  async list(query: HiringDecisionQuery): Promise<LoggedHiringDecision[]> {
    const rows = await this.sql<LogRow>(this.em(), LIST_SQL, [
      query.from,
      query.from,
      query.until,
      query.until,
      query.organisationId,
      query.organisationId,
    ]);
    return rows.map((r) => ({
      id: r.id,
      sessionId: r.session_id,
      jobId: r.job_id,
      organisationId: r.organisation_id,
      outcome: r.outcome as HiringOutcome | null,
      previousOutcome: r.previous_outcome as HiringOutcome | null,
      decidedAt: new Date(r.decided_at),
      decidedByUserId: r.decided_by_id,
      impersonatorUserId: r.impersonator_id,
      apiKeyId: r.api_key_id,
      source: r.source as HiringDecisionSource,
      evaluationId: r.evaluation_id,
      evaluatorVersion: r.evaluator_version,
      overallScore: r.overall_score === null ? null : Number(r.overall_score),
      recommendation: r.recommendation,
      organisationDomain: r.organisation_domain,
      jobTitle: r.job_title,
      decidedByEmail: r.decided_by_email,
    }));
  }
}
