import type { AnswerSummary, EvaluationSummary, ReviewReadModel } from '@sauti/core/ports/review-read-model';
import type { JsonValue } from '@sauti/core/domain/json';
import { notScoredReasonsOf } from '@sauti/core/use-cases/evaluation/stored-evaluation';
import { OrmRepository } from './orm-repository.js';

/** A jsonb array as the driver hands it over (parsed, or as text). */
function jsonArray(value: unknown): JsonValue[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as JsonValue[]) : [];
}

// One statement: the newest evaluation of each session of the job (ties broken by the highest id),
// without the long analysis: only its feedback (when a string), the human-review flag and why it
// was not scored.
const LATEST_OF_JOB_SQL = `
select distinct on (e.session_id)
  e.id, e.session_id, e.overall_score, e.pillar_scores, e.recommendation, e.evaluated_at,
  case when jsonb_typeof(e.detailed_analysis->'feedback') = 'string'
    then e.detailed_analysis->>'feedback' end as feedback,
  coalesce(e.detailed_analysis->'needsHumanReview' = 'true'::jsonb, false) as needs_human_review,
  case when jsonb_typeof(e.detailed_analysis->'notScoredReasons') = 'array'
    then e.detailed_analysis->'notScoredReasons' end as not_scored_reasons
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
  async latestEvaluationSummariesOfJob(jobId: string): Promise<EvaluationSummary[]> {
    const rows = await this.sql<{
      id: string;
      session_id: string;
      overall_score: number | string | null;
      pillar_scores: Record<string, number> | string | null;
      recommendation: string | null;
      evaluated_at: Date | string;
      feedback: string | null;
      needs_human_review: boolean;
      not_scored_reasons: unknown;
    }>(this.em(), LATEST_OF_JOB_SQL, [jobId]);
    return rows.map((row) => ({
      id: row.id,
      sessionId: row.session_id,
      overallScore: row.overall_score === null ? null : Number(row.overall_score),
      notScoredReasons: notScoredReasonsOf({
        overallScore: row.overall_score === null ? null : Number(row.overall_score),
        detailedAnalysis: { notScoredReasons: jsonArray(row.not_scored_reasons) },
      }),
      // Drivers differ: node-postgres parses jsonb, some clients hand it over as text.
      pillarScores:
        typeof row.pillar_scores === 'string'
          ? (JSON.parse(row.pillar_scores) as Record<string, number>)
          : row.pillar_scores,
      recommendation: row.recommendation,
      evaluatedAt: new Date(row.evaluated_at),
      feedback: row.feedback,
      needsHumanReview: row.needs_human_review === true,
    }));
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
