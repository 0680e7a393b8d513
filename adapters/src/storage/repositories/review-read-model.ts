import type { CandidateSession } from '@sauti/core/domain/candidate-session';
import type { JsonValue } from '@sauti/core/domain/json';
import type { OverviewQuery, PanelQuery } from '@sauti/core/contract/review';
import type { PanelAvailableCounts } from '@sauti/core/contract/review-views';
import type { CursorKey } from '@sauti/core/rules/cursor-page';
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
} from '@sauti/core/ports/review-read-model';
import { notScoredReasonsOf } from '@sauti/core/use-cases/evaluation/stored-evaluation';
import type { CandidateSessionRow } from '../entities/candidate-session.entity.js';
import { toSession } from './candidate-session-repository.js';
import { OrmRepository } from './orm-repository.js';
import {
  DASHBOARD_COUNTS_SQL,
  DASHBOARD_PAGE_SQL,
  OVERVIEW_COUNTS_SQL,
  overviewPageSql,
  PANEL_AVAILABLE_COUNTS_SQL,
  PANEL_MEMBERS_SQL,
  SESSIONS_AFTER_SQL,
  SESSIONS_MATCHING_AFTER_SQL,
  panelAvailablePageSql,
  STALE_SQL,
  STORE_SQL,
} from './review-page-sql.js';

// The sessions of a page or of the panel, read without the ORM's unit of work: hydrating and
// snapshotting a thousand entities cost more than the statement (a CPU profile of the panel).
const SESSIONS_BY_IDS_SQL = `select * from candidate_sessions where id in (select jsonb_array_elements_text(?::jsonb))`;

/** Property names of columns, computed once per column name: a page maps ~40 columns per row. */
const propertyNames = new Map<string, string>();
function camel(column: string): string {
  let name = propertyNames.get(column);
  if (name === undefined) {
    name = column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    propertyNames.set(column, name);
  }
  return name;
}

/**
 * A raw candidate_sessions row as the entity's row: columns are the properties in snake case, and
 * the instants (every `…_at` column) come as text from the ORM's driver settings.
 */
function sessionOf(row: Record<string, unknown>): CandidateSession {
  const entity: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    entity[camel(column)] = column.endsWith('_at') && typeof value === 'string' ? new Date(value) : value;
  entity.job = row.job_id;
  return toSession(entity as unknown as CandidateSessionRow);
}

/** Drivers differ: node-postgres parses json, some clients hand it over as text. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A jsonb array as the driver hands it over (parsed, or as text). */
function jsonArray(value: unknown): JsonValue[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as JsonValue[]) : [];
}

// One statement: the newest evaluation of each session of the job or of a list (ties broken by the
// highest id), without the long analysis: only its feedback (when a string), the human-review
// flag, who made it and why it was not scored.
const LATEST_SUMMARY = `
select distinct on (e.session_id)
  e.id, e.session_id, e.overall_score, e.pillar_scores, e.recommendation, e.evaluated_at,
  case when jsonb_typeof(e.detailed_analysis->'feedback') = 'string'
    then e.detailed_analysis->>'feedback' end as feedback,
  coalesce(e.detailed_analysis->'needsHumanReview' = 'true'::jsonb, false) as needs_human_review,
  case when jsonb_typeof(e.detailed_analysis->'evaluatorVersion') = 'string'
    then e.detailed_analysis->>'evaluatorVersion' end as evaluator_version,
  case when jsonb_typeof(e.detailed_analysis->'notScoredReasons') = 'array'
    then e.detailed_analysis->'notScoredReasons' end as not_scored_reasons
from ai_evaluations e`;
const LATEST_ORDER = `order by e.session_id, e.evaluated_at desc, e.id desc`;
const LATEST_OF_JOB_SQL = `${LATEST_SUMMARY}
join candidate_sessions s on s.id = e.session_id
where s.job_id = ?
${LATEST_ORDER}`;
const LATEST_OF_SESSIONS_SQL = `${LATEST_SUMMARY}
where e.session_id in (select jsonb_array_elements_text(?::jsonb))
${LATEST_ORDER}`;

interface SummaryRow {
  id: string;
  session_id: string;
  overall_score: number | string | null;
  pillar_scores: Record<string, number> | string | null;
  recommendation: string | null;
  evaluated_at: Date | string;
  feedback: string | null;
  needs_human_review: boolean;
  evaluator_version: string | null;
  not_scored_reasons: unknown;
}

function evaluationSummary(row: SummaryRow): EvaluationSummary {
  const overallScore = row.overall_score === null ? null : Number(row.overall_score);
  return {
    id: row.id,
    sessionId: row.session_id,
    overallScore,
    notScoredReasons: notScoredReasonsOf({
      overallScore,
      detailedAnalysis: { notScoredReasons: jsonArray(row.not_scored_reasons) },
    }),
    pillarScores: parsed<Record<string, number> | null>(row.pillar_scores),
    recommendation: row.recommendation,
    evaluatedAt: new Date(row.evaluated_at),
    feedback: row.feedback,
    needsHumanReview: row.needs_human_review === true,
    evaluatorVersion: row.evaluator_version,
  };
}

// One statement: answer count, total seconds and any voice mismatch of each listed session.
const ANSWERS_OF_SESSIONS_SQL = `
select r.session_id,
  count(*)::int as answers,
  coalesce(sum(r.duration), 0)::int as total_duration,
  bool_or(not r.is_same_person) as voice_mismatch
from candidate_responses r
where r.session_id in (select jsonb_array_elements_text(?::jsonb))
group by r.session_id`;

interface AnswerRow {
  session_id: string;
  answers: number | string;
  total_duration: number | string;
  voice_mismatch: boolean | null;
}

const answerSummary = (row: AnswerRow): AnswerSummary => ({
  sessionId: row.session_id,
  answers: Number(row.answers),
  totalDuration: Number(row.total_duration),
  voiceMismatch: row.voice_mismatch === true,
});

/** `ReviewReadModel` on PostgreSQL: each read is one statement whatever the number of candidates. */
export class OrmReviewReadModel extends OrmRepository implements ReviewReadModel {
  async latestEvaluationSummariesOfJob(jobId: string): Promise<EvaluationSummary[]> {
    return (await this.sql<SummaryRow>(this.em(), LATEST_OF_JOB_SQL, [jobId])).map(evaluationSummary);
  }

  async latestEvaluationSummariesOf(sessionIds: readonly string[]): Promise<EvaluationSummary[]> {
    if (sessionIds.length === 0) return [];
    // As JSON text: the driver would spread an array into a list of values.
    const rows = await this.sql<SummaryRow>(this.em(), LATEST_OF_SESSIONS_SQL, [JSON.stringify(sessionIds)]);
    return rows.map(evaluationSummary);
  }

  async answerSummariesOf(sessionIds: readonly string[]): Promise<AnswerSummary[]> {
    if (sessionIds.length === 0) return [];
    const rows = await this.sql<AnswerRow>(this.em(), ANSWERS_OF_SESSIONS_SQL, [
      // As JSON text: the driver would spread an array into a list of values.
      JSON.stringify(sessionIds),
    ]);
    return rows.map(answerSummary);
  }

  async staleEvaluationsOfJob(jobId: string, criteriaKey: string): Promise<StaleEvaluation[]> {
    const rows = await this.sql<{ id: string; overall_score: number | null; pillar_scores: unknown }>(
      this.em(),
      STALE_SQL,
      [jobId, criteriaKey],
    );
    return rows.map((row) => ({
      id: row.id,
      overallScore: row.overall_score === null ? null : Number(row.overall_score),
      pillarScores: parsed<Record<string, number> | null>(row.pillar_scores),
    }));
  }

  async storeReviewFigures(criteriaKey: string, figures: readonly ReviewFigures[]): Promise<void> {
    if (figures.length === 0) return;
    const records = figures.map((f) => ({
      id: f.evaluationId,
      match_level: f.matchLevel,
      met_criteria: f.metCriteria,
    }));
    await this.sql(this.em(), STORE_SQL, [criteriaKey, JSON.stringify(records)]);
  }

  async overviewCounts(jobId: string): Promise<OverviewCounts> {
    const [row] = await this.sql<Record<string, unknown>>(this.em(), OVERVIEW_COUNTS_SQL, [jobId]);
    const n = (key: string) => Number(row?.[key] ?? 0);
    return {
      totalInvited: n('total_invited'),
      completed: n('completed'),
      notStarted: n('not_started'),
      strongMatch: n('strong_match'),
      partialMatch: n('partial_match'),
      poorFit: n('poor_fit'),
      scored: n('scored'),
      notScored: n('not_scored'),
      awaitingEvaluation: n('awaiting_evaluation'),
      metByCriterion: parsed<Record<string, number>>(row?.met_by_criterion ?? {}),
    };
  }

  async overviewPage(jobId: string, query: OverviewQuery): Promise<SessionPage> {
    const { sql, params } = overviewPageSql(jobId, query);
    return this.pageOf(sql, params);
  }

  async dashboardCounts(jobId: string): Promise<DashboardCounts> {
    const n = await this.countsOf(DASHBOARD_COUNTS_SQL, jobId);
    return {
      totalCandidates: n('total_candidates'),
      completedCandidates: n('completed_candidates'),
      evaluatedCandidates: n('evaluated_candidates'),
    };
  }

  async dashboardPage(jobId: string, offset: number, limit: number): Promise<SessionPage> {
    return this.pageOf(DASHBOARD_PAGE_SQL, [jobId, limit, offset]);
  }

  async sessionsAfter(jobId: string, after: CursorKey | null, limit: number): Promise<CandidateSession[]> {
    const at = after?.at ?? null;
    const rows = await this.sql<Record<string, unknown>>(this.em(), SESSIONS_AFTER_SQL, [
      jobId,
      at,
      at,
      at,
      after?.id ?? null,
      limit,
    ]);
    return rows.map(sessionOf);
  }

  async sessionsMatchingAfter(
    jobIds: readonly string[],
    match: SessionMatch,
    after: CursorKey | null,
    limit: number,
  ): Promise<CandidateSession[]> {
    if (jobIds.length === 0) return [];
    const reference = match.externalReference ?? null;
    const email = match.email === undefined ? null : match.email.trim().toLowerCase();
    const at = after?.at ?? null;
    const rows = await this.sql<Record<string, unknown>>(this.em(), SESSIONS_MATCHING_AFTER_SQL, [
      JSON.stringify(jobIds),
      reference,
      reference,
      email,
      email,
      at,
      at,
      at,
      after?.id ?? null,
      limit,
    ]);
    return rows.map(sessionOf);
  }

  async panelMembersOfJob(jobId: string): Promise<CandidateSession[]> {
    return (await this.sql<Record<string, unknown>>(this.em(), PANEL_MEMBERS_SQL, [jobId])).map(sessionOf);
  }

  async panelAvailableCounts(jobId: string): Promise<PanelAvailableCounts> {
    const n = await this.countsOf(PANEL_AVAILABLE_COUNTS_SQL, jobId);
    return { total: n('total'), strongMatch: n('strong_match'), partialMatch: n('partial_match') };
  }

  /** Runs a one-row count statement of a job; the returned function reads a column as a number. */
  private async countsOf(sql: string, jobId: string): Promise<(column: string) => number> {
    const [row] = await this.sql<Record<string, unknown>>(this.em(), sql, [jobId]);
    return (column) => Number(row?.[column] ?? 0);
  }

  async panelAvailablePage(jobId: string, query: PanelQuery): Promise<SessionPage> {
    const { sql, params } = panelAvailablePageSql(jobId, query);
    return this.pageOf(sql, params);
  }

  /** Runs a page statement (`{ total, ids }`), then reads the page's sessions in its order. */
  private async pageOf(sql: string, params: unknown[]): Promise<SessionPage> {
    const [row] = await this.sql<{ total: number | string; ids: unknown }>(this.em(), sql, params);
    const ids = parsed<string[]>(row?.ids ?? []);
    if (ids.length === 0) return { sessions: [], total: Number(row?.total ?? 0) };
    const rows = await this.sql<Record<string, unknown>>(this.em(), SESSIONS_BY_IDS_SQL, [
      JSON.stringify(ids),
    ]);
    const byId = new Map(rows.map((r) => [r.id as string, sessionOf(r)]));
    return {
      sessions: ids.flatMap((id) => byId.get(id) ?? []),
      total: Number(row?.total ?? 0),
    };
  }
}
