import type { AdminAnalyticsQueries, ReferrerCountRow } from '../../ports/admin-analytics-queries.js';
import { completionRate } from '../../rules/activity.js';
import { requireAdmin, type Actor } from '../accounts/tenancy.js';
import { ANALYTICS_WINDOWS, percent } from '../../rules/analytics-windows.js';
import type { ReferrerSource, ReferrersReport } from '../../contract/analytics.js';

/** scheme://[userinfo@]host — the host is what a browser's URL parser would report. */
const URL_HOST = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]/?#]+\]|[^/?#:@]+)(?::\d*)?(?:[/?#]|$)/i;

/**
 * The referring domain of a referrer URL: its host, lower-cased, without a leading 'www.'; null
 * (direct traffic) for a missing, blank or unparsable referrer.
 */
export function referrerDomain(url: string | null | undefined): string | null {
  const match = URL_HOST.exec(url?.trim() ?? '');
  const host = match?.[1]?.toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  const domain = host.startsWith('www.') ? host.slice(4) : host;
  return domain || null;
}

interface Source {
  domain: string;
  fullUrl: string;
  sessions: number;
  completed: number;
}

function present(source: Source, totalSessions: number): ReferrerSource {
  return {
    domain: source.domain,
    fullUrl: source.fullUrl,
    count: source.sessions,
    completed: source.completed,
    completionRate: completionRate(source.completed, source.sessions),
    percentage: percent(source.sessions, totalSessions),
  };
}

/** Most sessions first, then alphabetically (so equal counts keep a stable order). */
function bySessions<T extends { sessions: number }>(key: (item: T) => string) {
  return (a: T, b: T) => b.sessions - a.sessions || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/**
 * The Referrer Tracking figures from sessions grouped by referrer URL: URLs are rolled up by
 * domain for the top 8 (each with its most frequent URL); every URL is listed in full.
 */
export function composeReferrersReport(rows: readonly ReferrerCountRow[]): ReferrersReport {
  const totalSessions = rows.reduce((sum, row) => sum + row.sessions, 0);
  let directTraffic = 0;
  const urls: Source[] = [];
  for (const row of rows) {
    const domain = referrerDomain(row.referrerUrl);
    if (domain === null || row.referrerUrl === null) directTraffic += row.sessions;
    else
      urls.push({
        domain,
        fullUrl: row.referrerUrl.trim(),
        sessions: row.sessions,
        completed: row.completed,
      });
  }
  urls.sort(bySessions((s) => s.fullUrl));
  const domains = new Map<string, Source>();
  for (const url of urls) {
    // URLs arrive most frequent first, so the first URL seen is the domain's most frequent one.
    const seen = domains.get(url.domain);
    if (seen) {
      seen.sessions += url.sessions;
      seen.completed += url.completed;
    } else domains.set(url.domain, { ...url });
  }
  const topSources = [...domains.values()]
    .sort(bySessions((s) => s.domain))
    .slice(0, ANALYTICS_WINDOWS.topReferrers);
  return {
    totalSessions,
    directTraffic,
    directTrafficPercentage: percent(directTraffic, totalSessions),
    topSources: topSources.map((s) => present(s, totalSessions)),
    referrerSources: urls.map((s) => present(s, totalSessions)),
  };
}

/** GET /api/admin/referrers. */
export class GetReferrersReport {
  constructor(private readonly deps: { queries: AdminAnalyticsQueries }) {}

  /** Errors: FORBIDDEN. */
  async execute(actor: Actor): Promise<ReferrersReport> {
    requireAdmin(actor);
    return composeReferrersReport(await this.deps.queries.referrerCounts());
  }
}
