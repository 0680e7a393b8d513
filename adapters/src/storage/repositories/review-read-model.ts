import type { Evaluation } from '@sauti/core/domain/evaluation';
import type { AnswerSummary, ReviewReadModel } from '@sauti/core/ports/review-read-model';
import { EvaluationSchema } from '../entities/evaluation.entity.js';
import { toEvaluation } from './evaluation-repository.js';
import { OrmRepository } from './orm-repository.js';

// One statement: the newest evaluation of each session of the job (ties broken by the highest id).
const LATEST_OF_JOB_SQL = `
select distinct on (e.session_id) e.*
from ai_evaluations e
join candidate_sessions s on s.id = e.session_id
where s.job_id = ?
order by e.session_id, e.evaluated_at desc, e.id desc`;

// One statement: answer count, total seconds and any voice mismatch per session of the job.
const ANSWERS_OF_JOB_SQL = `
select r.session_id,
  count(*)::int as answers,
  coalesce(sum(r.duration), 0)::int as total_duration,
  bool_or(not r.is_same_person) as voice_mismatch
from candidate_responses r
join candidate_sessions s on s.id = r.session_id
where s.job_id = ?
group by r.session_id`;

/** `ReviewReadModel` on PostgreSQL: each read is one statement whatever the number of candidates. */
export class OrmReviewReadModel extends OrmRepository implements ReviewReadModel {
  async latestEvaluationsOfJob(jobId: string): Promise<Evaluation[]> {
    const em = this.em();
    const rows = await this.sql(em, LATEST_OF_JOB_SQL, [jobId]);
    return rows.map((row) => toEvaluation(em.map(EvaluationSchema, row)));
  }

  async answerSummariesOfJob(jobId: string): Promise<AnswerSummary[]> {
    const rows = await this.sql<{
      session_id: string;
      answers: number | string;
      total_duration: number | string;
      voice_mismatch: boolean | null;
    }>(this.em(), ANSWERS_OF_JOB_SQL, [jobId]);
    return rows.map((row) => ({
      sessionId: row.session_id,
      answers: Number(row.answers),
      totalDuration: Number(row.total_duration),
      voiceMismatch: row.voice_mismatch === true,
    }));
  }
}
