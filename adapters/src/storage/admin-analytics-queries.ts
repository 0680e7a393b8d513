import type { AnalyticsCutoffs } from '@sauti/core/rules/analytics-windows';
import type {
  ActivityRow,
  AdminAnalyticsQueries,
  CompletedCandidateRow,
  DecisionScoreRow,
  OutcomeGroupRow,
  PlatformCounts,
  ReferrerCountRow,
  UserUsageRow,
} from '@sauti/core/ports/admin-analytics-queries';
import { OrmRepository } from './repositories/orm-repository.js';

/** PostgreSQL answers counts as bigint text and averages as numeric text. */
type Numeric = string | number | null;
const num = (value: Numeric): number => Number(value ?? 0);
const numOrNull = (value: Numeric): number | null => (value === null ? null : Number(value));

/** The latest evaluation of each session (a session may be re-evaluated; the latest counts). */
const LATEST_EVALUATIONS = `latest as (
  select distinct on (session_id) session_id, overall_score
  from ai_evaluations
  order by session_id, evaluated_at desc, id desc
)`;

/** Hiring outcomes other than these (null, 'pending') mean no decision yet. */
const DECIDED = `('hired', 'rejected', 'considering')`;

const PLATFORM_COUNTS = `select
  (select count(*) from users) as users_total,
  (select count(*) from users where last_sign_in_at >= ?) as users_active,
  (select count(*) from users where created_at >= ?) as users_new,
  (select count(*) from users where created_at < ?) as users_before_week,
  (select count(*) from users where created_at < ? and last_sign_in_at >= ?) as users_before_week_returning,
  (select count(distinct created_by) from jobs) as users_with_job,
  (select count(distinct j.created_by) from jobs j join candidate_sessions s on s.job_id = j.id)
    as users_with_interview,
  (select count(distinct j.created_by) from jobs j join candidate_sessions s on s.job_id = j.id
    where s.status = 'completed') as users_with_completed,
  (select count(*) from jobs) as jobs_total,
  (select count(*) from jobs where status = 'active') as jobs_active,
  (select count(*) from jobs where created_at >= ?) as jobs_new,
  (select avg(cardinality(questions)) from jobs) as jobs_avg_questions,
  (select count(distinct job_id) from candidate_sessions) as jobs_with_interview,
  (select count(*) from candidate_sessions) as interviews_total,
  (select count(*) from candidate_sessions where status = 'completed') as interviews_completed,
  (select count(*) from candidate_sessions where status <> 'completed' and started_at < ?)
    as interviews_abandoned,
  (select avg(extract(epoch from (completed_at - started_at))) from candidate_sessions
    where status = 'completed' and completed_at is not null) as avg_completion_seconds`;

/** Each branch takes only its newest `limit` rows before the union is sorted and cut. */
const RECENT_ACTIVITY = `select * from (
  (select u.id as subject_id, 'user_signup'::text as type, u.created_at as at, u.email as user_email,
      null::text as job_title, null::text as candidate_name
    from users u order by u.created_at desc limit ?)
  union all
  (select j.id, 'job_created', j.created_at, u.email, j.title, null
    from jobs j left join users u on u.id = j.created_by order by j.created_at desc limit ?)
  union all
  (select s.id, 'interview_started', s.started_at, u.email, j.title, s.candidate_name
    from candidate_sessions s join jobs j on j.id = s.job_id left join users u on u.id = j.created_by
    order by s.started_at desc limit ?)
  union all
  (select s.id, 'interview_completed', s.completed_at, u.email, j.title, s.candidate_name
    from candidate_sessions s join jobs j on j.id = s.job_id left join users u on u.id = j.created_by
    where s.status = 'completed' and s.completed_at is not null order by s.completed_at desc limit ?)
  union all
  (select s.id, 'interview_abandoned', s.started_at + cast(? as double precision) * interval '1 millisecond', u.email, j.title,
      s.candidate_name
    from candidate_sessions s join jobs j on j.id = s.job_id left join users u on u.id = j.created_by
    where s.status <> 'completed' and s.started_at < ? order by s.started_at desc limit ?)
) events
order by at desc, type collate "C", subject_id collate "C"
limit ?`;

const USER_USAGE = `select u.id as user_id,
    coalesce(j.jobs, 0) as jobs, coalesce(s.sessions, 0) as sessions,
    coalesce(s.completed, 0) as completed, coalesce(e.exports, 0) as exports
  from users u
  left join (select created_by, count(*) as jobs from jobs group by created_by) j on j.created_by = u.id
  left join (
    select j.created_by, count(*) as sessions, count(*) filter (where s.status = 'completed') as completed
    from candidate_sessions s join jobs j on j.id = s.job_id group by j.created_by
  ) s on s.created_by = u.id
  left join (select user_id, count(*) as exports from export_logs group by user_id) e on e.user_id = u.id`;

const REFERRER_COUNTS = `select nullif(trim(referrer_url), '') as referrer_url, count(*) as sessions,
    count(*) filter (where status = 'completed') as completed
  from candidate_sessions group by 1`;

const OUTCOME_GROUPS = `with ${LATEST_EVALUATIONS}
  select case when s.hiring_outcome in ${DECIDED} then s.hiring_outcome end as outcome,
    count(*) as candidates, avg(l.overall_score) as avg_score,
    count(*) filter (where s.hiring_outcome_updated_at >= ?) as recently_decided
  from latest l join candidate_sessions s on s.id = l.session_id
  group by 1`;

const DECISION_SCORES = `with ${LATEST_EVALUATIONS}
  select s.hiring_outcome as outcome, l.overall_score as score, count(*) as candidates
  from latest l join candidate_sessions s on s.id = l.session_id
  where s.hiring_outcome in ('hired', 'rejected')
  group by s.hiring_outcome, l.overall_score`;

const COMPLETED_SINCE = `with recent as (
    select id from candidate_sessions where status = 'completed' and completed_at >= ?
  ), latest as (
    select distinct on (session_id) session_id, overall_score from ai_evaluations
    where session_id in (select id from recent)
    order by session_id, evaluated_at desc, id desc
  )
  select s.id as session_id, s.job_id, j.title as job_title, s.candidate_name, s.completed_at,
    l.overall_score as score, (l.session_id is not null) as evaluated, u.id as owner_id, u.email as owner_email, u.first_name as owner_first_name
  from candidate_sessions s
  join recent r on r.id = s.id
  join jobs j on j.id = s.job_id
  join users u on u.id = j.created_by
  left join latest l on l.session_id = s.id
  order by s.completed_at, s.id`;

/** `AdminAnalyticsQueries` as aggregate SQL over the stored tables (PostgreSQL and PGlite). */
export class SqlAdminAnalyticsQueries extends OrmRepository implements AdminAnalyticsQueries {
  private query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return this.sql<Row>(this.em(), sql, params);
  }

  async platformCounts(cutoffs: AnalyticsCutoffs): Promise<PlatformCounts> {
    const { activeSince, weekStart, abandonedBefore } = cutoffs;
    const params = [activeSince, weekStart, weekStart, weekStart, weekStart, weekStart, abandonedBefore];
    const [row] = await this.query<Record<string, Numeric>>(PLATFORM_COUNTS, params);
    const r = (key: string) => num(row?.[key] ?? null);
    return {
      users: {
        total: r('users_total'),
        active: r('users_active'),
        createdSinceWeekStart: r('users_new'),
        joinedBeforeWeek: r('users_before_week'),
        joinedBeforeWeekSignedInThisWeek: r('users_before_week_returning'),
        withJob: r('users_with_job'),
        withInterview: r('users_with_interview'),
        withCompletedInterview: r('users_with_completed'),
      },
      jobs: {
        total: r('jobs_total'),
        active: r('jobs_active'),
        createdSinceWeekStart: r('jobs_new'),
        avgQuestions: numOrNull(row?.jobs_avg_questions ?? null),
        withInterview: r('jobs_with_interview'),
      },
      interviews: {
        total: r('interviews_total'),
        completed: r('interviews_completed'),
        abandoned: r('interviews_abandoned'),
        avgCompletionSeconds: numOrNull(row?.avg_completion_seconds ?? null),
      },
    };
  }

  async recentActivity(options: {
    now: Date;
    abandonAfterMs: number;
    limit: number;
  }): Promise<ActivityRow[]> {
    const { limit, abandonAfterMs, now } = options;
    const abandonedBefore = new Date(now.getTime() - abandonAfterMs);
    const rows = await this.query<{
      subject_id: string;
      type: ActivityRow['type'];
      at: Date | string;
      user_email: string | null;
      job_title: string | null;
      candidate_name: string | null;
    }>(RECENT_ACTIVITY, [limit, limit, limit, limit, abandonAfterMs, abandonedBefore, limit, limit]);
    return rows.map((row) => ({
      subjectId: row.subject_id,
      type: row.type,
      at: new Date(row.at),
      userEmail: row.user_email,
      jobTitle: row.job_title,
      candidateName: row.candidate_name,
    }));
  }

  async userUsage(): Promise<UserUsageRow[]> {
    const rows = await this.query<Record<string, Numeric> & { user_id: string }>(USER_USAGE);
    return rows.map((row) => ({
      userId: row.user_id,
      jobsCreated: num(row.jobs ?? null),
      interviewsCreated: num(row.sessions ?? null),
      interviewCompletions: num(row.completed ?? null),
      panelsExported: num(row.exports ?? null),
    }));
  }

  async referrerCounts(): Promise<ReferrerCountRow[]> {
    const rows = await this.query<{ referrer_url: string | null; sessions: Numeric; completed: Numeric }>(
      REFERRER_COUNTS,
    );
    return rows.map((row) => ({
      referrerUrl: row.referrer_url,
      sessions: num(row.sessions),
      completed: num(row.completed),
    }));
  }

  async outcomeGroups(options: { recentSince: Date }): Promise<OutcomeGroupRow[]> {
    const rows = await this.query<{
      outcome: OutcomeGroupRow['outcome'];
      candidates: Numeric;
      avg_score: Numeric;
      recently_decided: Numeric;
    }>(OUTCOME_GROUPS, [options.recentSince]);
    return rows.map((row) => ({
      outcome: row.outcome,
      candidates: num(row.candidates),
      avgScore: num(row.avg_score),
      recentlyDecided: num(row.recently_decided),
    }));
  }

  async decisionScores(): Promise<DecisionScoreRow[]> {
    const rows = await this.query<{
      outcome: DecisionScoreRow['outcome'];
      score: Numeric;
      candidates: Numeric;
    }>(DECISION_SCORES);
    return rows.map((row) => ({
      outcome: row.outcome,
      score: num(row.score),
      candidates: num(row.candidates),
    }));
  }

  async completedCandidatesSince(since: Date): Promise<CompletedCandidateRow[]> {
    const rows = await this.query<{
      session_id: string;
      job_id: string;
      job_title: string;
      candidate_name: string | null;
      completed_at: Date | string;
      score: Numeric;
      evaluated: boolean;
      owner_id: string;
      owner_email: string;
      owner_first_name: string | null;
    }>(COMPLETED_SINCE, [since]);
    return rows.map((row) => ({
      sessionId: row.session_id,
      jobId: row.job_id,
      jobTitle: row.job_title,
      candidateName: row.candidate_name,
      completedAt: new Date(row.completed_at),
      score: numOrNull(row.score),
      evaluated: row.evaluated === true,
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
      ownerFirstName: row.owner_first_name,
    }));
  }
}
