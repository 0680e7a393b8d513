import type { DecisionQueries, DecisionsByBand } from '@sauti/core/ports/decision-queries';
import { OrmRepository } from './orm-repository.js';

/** `DecisionQueries` in SQL: decided candidates grouped by the band of their latest evaluation. */
export class OrmDecisionQueries extends OrmRepository implements DecisionQueries {
  async decisionsByBand(organisationId: string): Promise<DecisionsByBand[]> {
    const rows = await this.sql<{
      outcome: 'hired' | 'rejected';
      band: string | null;
      candidates: number | string;
    }>(
      this.em(),
      `select s.hiring_outcome as outcome,
              case when latest.overall_score is null then null else latest.recommendation end as band,
              count(*)::int as candidates
         from candidate_sessions s
         join jobs j on j.id = s.job_id
         join lateral (
           select e.overall_score, e.recommendation from ai_evaluations e
            where e.session_id = s.id
            order by e.evaluated_at desc, e.id desc
            limit 1
         ) latest on true
        where j.organisation_id = ? and s.hiring_outcome in ('hired', 'rejected')
        group by 1, 2`,
      [organisationId],
    );
    return rows.map((r) => ({ outcome: r.outcome, band: r.band, candidates: Number(r.candidates) }));
  }
}
