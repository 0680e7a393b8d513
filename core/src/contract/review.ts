import { z } from 'zod';
import { HIRING_OUTCOMES } from '../domain/candidate-session.js';
import { TEXT_LIMITS } from './limits.js';

/**
 * The HR review resource's requests (docs/behaviour/review.md §7): list queries, panel changes,
 * hiring outcomes and export logs.
 */

/** Paging limits of the review lists (see review-views.ts). */
export const REVIEW_LIMITS = {
  dashboard: { defaultLimit: 50, maxLimit: 200 },
  overview: { defaultLimit: 100, maxLimit: 500 },
  /** The panel builder's Available column: a phone screen of rows per page. */
  panelAvailable: { defaultLimit: 20, maxLimit: 100 },
  /** Longest search text accepted. */
  maxSearch: 200,
  maxPanelSize: 1000,
} as const;

/** A query-string integer (or absent): digits only, so '1.5', '-1' and 'abc' are refused. */
function queryInt(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }))
    .optional()
    .transform((value) => value ?? fallback);
}

/** ?offset=&limit= of GET /api/jobs/{jobId}/dashboard (`t` is the client's cache-buster, ignored). */
export const dashboardQuerySchema = z.object({
  offset: queryInt('offset', 0, 1_000_000, 0),
  limit: queryInt('limit', 1, REVIEW_LIMITS.dashboard.maxLimit, REVIEW_LIMITS.dashboard.defaultLimit),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** Overview filters: every completed candidate, Strong Match only, or Partial Match only. */
export const OVERVIEW_FILTERS = ['all', 'meets-all', 'partial'] as const;
/** Overview orders: overall score descending, name A→Z, interview date descending. */
export const OVERVIEW_SORTS = ['score', 'name', 'date'] as const;

/** ?search= of the review lists: name or email text, trimmed; absent is ''. */
const searchParam = z
  .string()
  .max(REVIEW_LIMITS.maxSearch, { error: `search must be at most ${REVIEW_LIMITS.maxSearch} characters` })
  .optional()
  .transform((value) => value?.trim() ?? '');

/** ?search=&filter=&sort=&offset=&limit= of GET /api/jobs/{jobId}/candidates-v2. */
export const overviewQuerySchema = z.object({
  search: searchParam,
  filter: z
    .enum(OVERVIEW_FILTERS, { error: `filter must be one of ${OVERVIEW_FILTERS.join(', ')}` })
    .default('all'),
  sort: z
    .enum(OVERVIEW_SORTS, { error: `sort must be one of ${OVERVIEW_SORTS.join(', ')}` })
    .default('score'),
  offset: queryInt('offset', 0, 1_000_000, 0),
  limit: queryInt('limit', 1, REVIEW_LIMITS.overview.maxLimit, REVIEW_LIMITS.overview.defaultLimit),
});
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/**
 * ?search=&offset=&limit= of GET /api/jobs/{jobId}/panel: one page of the Available column (the
 * panel itself is always sent whole: its insights and briefing cover every member).
 */
export const panelQuerySchema = z.object({
  search: searchParam,
  offset: queryInt('offset', 0, 1_000_000, 0),
  limit: queryInt(
    'limit',
    1,
    REVIEW_LIMITS.panelAvailable.maxLimit,
    REVIEW_LIMITS.panelAvailable.defaultLimit,
  ),
});
export type PanelQuery = z.output<typeof panelQuerySchema>;

/** A session id from a review path: bounded text; anything else is simply not found. */
export const reviewSessionIdParam = z.string().min(1).max(TEXT_LIMITS.id);

/** Body of POST /api/jobs/{jobId}/panel/add|remove. */
export const panelChangeSchema = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .trim()
    .min(1, { error: 'sessionId is required' })
    .max(100, { error: 'sessionId is too long' }),
});

/** What the panel buttons send to POST /api/jobs/{jobId}/panel/add|remove. */
export type PanelChangeInput = z.input<typeof panelChangeSchema>;

const HIRING_OUTCOME_MESSAGE = 'hiringOutcome must be hired, rejected, considering or null';

/** Body of PUT /api/candidate-sessions/{sessionId}/hiring-outcome. */
export const hiringOutcomeSchema = z.object({
  hiringOutcome: z.enum(HIRING_OUTCOMES, { error: HIRING_OUTCOME_MESSAGE }).nullable(),
  /**
   * A rejection while nobody has looked beyond the score is refused until the member confirms
   * a person decided it (docs/behaviour/review.md §12).
   */
  confirmWithoutReview: z.boolean({ error: 'confirmWithoutReview must be true or false' }).default(false),
});

/** Body of POST /api/export-logs. */
export const exportLogSchema = z.object({
  jobId: z.string({ error: 'jobId is required' }).trim().min(1, { error: 'jobId is required' }).max(100),
  panelSize: z
    .number({ error: `panelSize must be a whole number from 0 to ${REVIEW_LIMITS.maxPanelSize}` })
    .int({ error: `panelSize must be a whole number from 0 to ${REVIEW_LIMITS.maxPanelSize}` })
    .min(0, { error: `panelSize must be a whole number from 0 to ${REVIEW_LIMITS.maxPanelSize}` })
    .max(REVIEW_LIMITS.maxPanelSize, {
      error: `panelSize must be a whole number from 0 to ${REVIEW_LIMITS.maxPanelSize}`,
    }),
});
