import type { SelfIdentification, SelfIdentificationConfig } from '@sauti/core/domain/self-identification';
import type { AuditSelection, AuditSourceRow, BiasAuditSource } from '@sauti/core/ports/bias-audit-source';
import type { SelfIdentificationStore } from '@sauti/core/ports/self-identification-store';
import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { SelfIdentificationAnswers } from '@sauti/core/domain/self-identification';
import {
  SelfIdentificationSchema,
  SelfIdentificationSettingsSchema,
} from '../entities/self-identification.entity.js';
import { OrmRepository } from './orm-repository.js';

/** `SelfIdentificationStore` on `self_identifications` and `self_identification_settings`. */
export class OrmSelfIdentificationStore extends OrmRepository implements SelfIdentificationStore {
  async save(record: SelfIdentification): Promise<void> {
    await this.em().upsert(
      SelfIdentificationSchema,
      { session: record.sessionId, answers: record.answers, recordedAt: record.recordedAt },
      { onConflictFields: ['session'] },
    );
  }

  async hasAnswers(sessionId: string): Promise<boolean> {
    return (await this.em().count(SelfIdentificationSchema, { session: sessionId })) > 0;
  }

  async findConfig(organisationId: string): Promise<SelfIdentificationConfig | null> {
    const row = await this.em().findOne(SelfIdentificationSettingsSchema, { organisation: organisationId });
    return row?.config ?? null;
  }

  async saveConfig(organisationId: string, config: SelfIdentificationConfig, at: Date): Promise<void> {
    await this.em().upsert(
      SelfIdentificationSettingsSchema,
      { organisation: organisationId, config, updatedAt: at },
      { onConflictFields: ['organisation'] },
    );
  }
}

interface SelectionRow {
  overall_score: number | null;
  recommendation: string | null;
  hiring_outcome: string | null;
  answers: SelfIdentificationAnswers | string | null;
}

/**
 * The bias audit's one read (docs/behaviour/review.md §13): each completed interview of the
 * selection with its latest evaluation's score and band, its outcome and its self-identification.
 * No id leaves this query.
 */
const SELECTION_SQL = `
select e.overall_score, e.recommendation, s.hiring_outcome, si.answers
  from candidate_sessions s
  join jobs j on j.id = s.job_id
  left join lateral (
    select a.overall_score, a.recommendation from ai_evaluations a
     where a.session_id = s.id order by a.evaluated_at desc, a.id desc limit 1) e on true
  left join self_identifications si on si.session_id = s.id
 where j.organisation_id = ? and (?::text is null or j.id = ?)
   and s.status = 'completed' and s.completed_at >= ? and s.completed_at < ?`;

/** `BiasAuditSource` in SQL. */
export class OrmBiasAuditSource extends OrmRepository implements BiasAuditSource {
  async selection(selection: AuditSelection): Promise<AuditSourceRow[]> {
    const rows = await this.sql<SelectionRow>(this.em(), SELECTION_SQL, [
      selection.organisationId,
      selection.jobId,
      selection.jobId,
      selection.from,
      selection.until,
    ]);
    return rows.map((r) => ({
      overallScore: r.overall_score === null ? null : Number(r.overall_score),
      recommendation: r.recommendation,
      hiringOutcome: r.hiring_outcome as HiringOutcome | null,
      answers:
        typeof r.answers === 'string' ? (JSON.parse(r.answers) as SelfIdentificationAnswers) : r.answers,
    }));
  }
}
