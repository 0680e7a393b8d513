import type { OverviewQuery, PanelQuery } from '@sauti/core/contract/review';
import type { MatchLevel } from '@sauti/core/rules/scoring';

/*
 * The review screens' SQL over the figures core stored with each evaluation (match level, criteria
 * met, and the criteria key they were computed for: core/src/use-cases/review/review-figures.ts).
 * The orders reproduce core's comparators (overview-order.ts, latestStartFirst) exactly:
 * - ids and the search compare as JavaScript's localeCompare and toLowerCase do: the ICU root
 *   collation ("und-x-icu", which PGlite and PostgreSQL 15 both ship) and ICU lower-casing;
 * - names compare as localeCompare(…, 'en', {sensitivity: 'base'}): the nondeterministic ICU
 *   collation "review_name" (root, strength 1) of the migration, after the same trim as
 *   String.prototype.trim (JS_WHITESPACE);
 * - instants compare at the millisecond, as JavaScript dates do.
 */

/** The characters String.prototype.trim removes (WhiteSpace and LineTerminator). */
export const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The newest evaluation of each session of `sessions` (a CTE with `id`), ties to the highest id. */
const LATEST = (sessions: string) => `
  select distinct on (e.session_id) e.session_id, e.id, e.overall_score, e.match_level, e.met_criteria
  from ai_evaluations e join ${sessions} js on js.id = e.session_id
  order by e.session_id, e.evaluated_at desc, e.id desc`;

// Every evaluation of the job, not only the latest: the check then needs no ordering (an index
// scan that finds nothing once the figures are current); older rows are recomputed once too.
export const STALE_SQL = `
select e.id, e.overall_score, e.pillar_scores
from ai_evaluations e join candidate_sessions s on s.id = e.session_id
where s.job_id = ? and e.figures_key is distinct from ?`;

export const STORE_SQL = `
update ai_evaluations e
set match_level = f.match_level, met_criteria = f.met_criteria, figures_key = ?
from jsonb_to_recordset(?::jsonb) as f(id text, match_level text, met_criteria text[])
where e.id = f.id`;

export const OVERVIEW_COUNTS_SQL = `
with js as (
  select s.id, s.completed_at, s.current_question_index from candidate_sessions s where s.job_id = ?
),
latest as (${LATEST('js')})
select
  (select count(*) from js)::int as total_invited,
  (select count(*) from js where completed_at is not null)::int as completed,
  (select count(*) from js where completed_at is null and current_question_index = 0
    and not exists (select 1 from candidate_responses r where r.session_id = js.id))::int as not_started,
  (select count(*) from latest where match_level = 'Strong Match')::int as strong_match,
  (select count(*) from latest where match_level = 'Partial Match')::int as partial_match,
  (select count(*) from latest where match_level = 'Poor Fit')::int as poor_fit,
  (select count(*) from latest where match_level is not null)::int as scored,
  (select count(*) from latest where overall_score is null)::int as not_scored,
  (select count(*) from js where completed_at is not null
    and not exists (select 1 from latest l where l.session_id = js.id))::int as awaiting_evaluation,
  (select coalesce(jsonb_object_agg(c, n), '{}'::jsonb) from (
    select c, count(*)::int as n from latest, unnest(met_criteria) as c
    where match_level is not null group by c) m) as met_by_criterion`;

const ID_ORDER = `id collate "und-x-icu"`;
const NAME = `nullif(btrim(coalesce(candidate_name, ''), ?), '')`;
const OVERVIEW_ORDER: Record<OverviewQuery['sort'], string> = {
  score: `coalesce(overall_score, -1) desc, date_trunc('milliseconds', completed_at) desc, ${ID_ORDER}`,
  name: `${NAME} is null, ${NAME} collate "review_name", ${ID_ORDER}`,
  date: `date_trunc('milliseconds', completed_at) desc, ${ID_ORDER}`,
};
const FILTER_LEVEL: Record<OverviewQuery['filter'], MatchLevel | null> = {
  all: null,
  'meets-all': 'Strong Match',
  partial: 'Partial Match',
};

const contains = (column: string) => `strpos(lower(coalesce(${column}, '') collate "und-x-icu"), ?) > 0`;

/** One page of ids in order and the number matching: `{ total, ids }`. */
const pageOf = (rows: string, order: string) => `
select (select count(*) from ${rows})::int as total,
  coalesce((select json_agg(id order by ord) from (
    select id, row_number() over (order by ${order}) as ord from ${rows} order by ord limit ? offset ?
  ) p), '[]'::json) as ids`;

/** The overview page's statement and its parameters. */
export function overviewPageSql(jobId: string, query: OverviewQuery): { sql: string; params: unknown[] } {
  // As matchesSearch: the trimmed text, lower-cased, contained in the name or the email.
  const needle = query.search.trim().toLowerCase();
  const level = FILTER_LEVEL[query.filter];
  const sql = `
with js as (
  select s.id, s.candidate_name, s.candidate_email, s.completed_at from candidate_sessions s
  where s.job_id = ? and s.completed_at is not null
),
latest as (${LATEST('js')}),
m as (
  select js.id, js.candidate_name, js.completed_at, l.overall_score
  from js left join latest l on l.session_id = js.id
  where (?::text = '' or ${contains('js.candidate_name')} or ${contains('js.candidate_email')})
    and (?::text is null or l.match_level = ?::text)
)
${pageOf('m', OVERVIEW_ORDER[query.sort])}`;
  const orderParams = query.sort === 'name' ? [JS_WHITESPACE, JS_WHITESPACE] : [];
  return {
    sql,
    params: [jobId, needle, needle, needle, level, level, ...orderParams, query.limit, query.offset],
  };
}

/** The job's evaluated sessions not in the panel (a CTE body over `latest`), for the Available column. */
const AVAILABLE = `
with js as (
  select s.id, s.candidate_name, s.candidate_email, s.started_at from candidate_sessions s
  where s.job_id = ? and not s.in_panel
),
latest as (${LATEST('js')})`;

export const PANEL_AVAILABLE_COUNTS_SQL = `${AVAILABLE}
select count(*)::int as total,
  count(*) filter (where match_level = 'Strong Match')::int as strong_match,
  count(*) filter (where match_level = 'Partial Match')::int as partial_match
from latest`;

/** The Available column's page statement (order as panelOrder in core's panel-order.ts). */
export function panelAvailablePageSql(jobId: string, query: PanelQuery): { sql: string; params: unknown[] } {
  const needle = query.search.trim().toLowerCase();
  const sql = `${AVAILABLE},
m as (
  select js.id, js.started_at, l.overall_score from js join latest l on l.session_id = js.id
  where (?::text = '' or ${contains('js.candidate_name')} or ${contains('js.candidate_email')})
)
${pageOf('m', `coalesce(overall_score, -1) desc, date_trunc('milliseconds', started_at) desc, ${ID_ORDER}`)}`;
  return { sql, params: [jobId, needle, needle, needle, query.limit, query.offset] };
}

export const PANEL_MEMBERS_SQL = `
select s.* from candidate_sessions s
where s.job_id = ? and s.in_panel and exists (select 1 from ai_evaluations e where e.session_id = s.id)`;

/**
 * /api/v1's keyset page of a job's sessions, in compareKeys' order (rules/cursor-page.ts): the
 * start at the millisecond, newest first, then the id by code unit (the "C" collation: ids are
 * ASCII). Parameters: job, then the cursor's time and id twice (null for the first page), limit.
 */
const START_MS = `floor(extract(epoch from s.started_at) * 1000)::bigint`;
export const SESSIONS_AFTER_SQL = `
select s.* from candidate_sessions s
where s.job_id = ?
  and (?::bigint is null
    or ${START_MS} < ?::bigint
    or (${START_MS} = ?::bigint and s.id collate "C" > ?::text collate "C"))
order by ${START_MS} desc, s.id collate "C"
limit ?`;

/** The /api/v1 candidate search: sessions of the given jobs by external reference and/or address. */
export const SESSIONS_MATCHING_AFTER_SQL = `
select s.* from candidate_sessions s
where s.job_id in (select jsonb_array_elements_text(?::jsonb))
  and (?::text is null or s.external_reference = ?::text)
  and (?::text is null or lower(trim(s.candidate_email)) = ?::text)
  and (?::bigint is null
    or ${START_MS} < ?::bigint
    or (${START_MS} = ?::bigint and s.id collate "C" > ?::text collate "C"))
order by ${START_MS} desc, s.id collate "C"
limit ?`;

export const DASHBOARD_COUNTS_SQL = `
select count(*)::int as total_candidates,
  count(*) filter (where s.completed_at is not null)::int as completed_candidates,
  count(*) filter (where exists (select 1 from ai_evaluations e where e.session_id = s.id))::int
    as evaluated_candidates
from candidate_sessions s where s.job_id = ?`;

export const DASHBOARD_PAGE_SQL = `
with m as (
  select s.id, s.started_at from candidate_sessions s
  where s.job_id = ? and exists (select 1 from ai_evaluations e where e.session_id = s.id)
)
${pageOf('m', `date_trunc('milliseconds', started_at) desc, ${ID_ORDER}`)}`;
