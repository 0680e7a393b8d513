/** Export report rules (docs/behaviour/review.md §9). */
export const REPORT_LIMITS = {
  topPerformerScore: 70,
  topPerformerCount: 5,
  summaryLength: 200,
} as const;

export interface ReportCandidate {
  candidateEmail?: string | null;
  candidatePhone?: string | null;
  startedAt: Date | string;
}

/** The de-duplication key: email (trimmed, lower case) plus phone (trimmed). */
export function reportKey(candidate: ReportCandidate): string {
  const email = (candidate.candidateEmail ?? '').trim().toLowerCase();
  const phone = (candidate.candidatePhone ?? '').trim();
  return `${email}\u0000${phone}`;
}

const startTime = (candidate: ReportCandidate) => new Date(candidate.startedAt).getTime() || 0;

/**
 * One candidate per email-plus-phone key: the one with the latest start (the first seen on a tie,
 * and an unparsable start counts as the earliest). The survivors keep their input order.
 */
export function dedupeForReport<T extends ReportCandidate>(candidates: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const candidate of candidates) {
    const key = reportKey(candidate);
    const kept = latest.get(key);
    if (!kept || startTime(candidate) > startTime(kept)) latest.set(key, candidate);
  }
  const survivors = new Set(latest.values());
  return candidates.filter((c) => survivors.has(c));
}

/**
 * The Top Performers section: scores of 70 or more, best first (input order on ties), at most 5,
 * each summary cut to its first 200 characters.
 */
export function topPerformers<T extends { score: number; summary: string }>(candidates: readonly T[]): T[] {
  const L = REPORT_LIMITS;
  return candidates
    .filter((c) => c.score >= L.topPerformerScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, L.topPerformerCount)
    .map((c) => ({ ...c, summary: c.summary.slice(0, L.summaryLength) }));
}
