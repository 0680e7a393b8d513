import { divide, fraction, isBelow, type Fraction } from './exact-fraction.js';
import type { Recommendation } from './recommendation.js';

/**
 * The bias audit (docs/behaviour/review.md §13), after New York City's Local Law 144 rules
 * (6 RCNY 5-300, 5-301): per group and per intersection of groups, the scoring rate (the share
 * of the group's scored candidates whose score is above the median score of every scored
 * candidate of the selection) and its impact ratio (the group's rate divided by the highest
 * group's rate), the share in each band, and the selection rate (hired / candidates) with its
 * impact ratio. All figures are exact fractions.
 */

/** A group with fewer candidates than this shows no figure at all, only that it is too small. */
export const MIN_GROUP_SIZE = 5;
/** An impact ratio below this is flagged (the "four-fifths" rule). */
export const IMPACT_RATIO_THRESHOLD: Fraction = { numerator: 4, denominator: 5 };
/** The bands counted, best first. */
export const AUDIT_BANDS: readonly Recommendation[] = ['Strong Hire', 'Hire', 'Maybe', 'No Hire'];

/** One candidate (one completed interview) of the selection. */
export interface AuditedCandidate {
  /** Overall score, a whole number 0-100; null when not scored or not yet evaluated. */
  score: number | null;
  /** The band of the latest evaluation; null when not scored. */
  band: Recommendation | null;
  /** True when HR recorded "hired". */
  hired: boolean;
  /** The candidate's group key per dimension id; null or absent when unknown. */
  groups: Readonly<Record<string, string | null | undefined>>;
}

export interface AuditGroup {
  key: string;
  label: string;
}

/** One way of grouping candidates (sex, age band…), with every group to report, in order. */
export interface AuditDimension {
  id: string;
  label: string;
  groups: readonly AuditGroup[];
}

/** Two dimensions crossed (sex × population group): every pair of their groups is a group. */
export interface AuditIntersection {
  id: string;
  label: string;
  of: readonly [string, string];
}

/** A rate with its counts and its comparison with the group that has the highest rate. */
export interface RateFigures {
  /** Above the median (scoring) or hired (selection). */
  count: number;
  /** Scored candidates (scoring) or candidates (selection) of the group. */
  of: number;
  rate: Fraction;
  /** rate / highest rate of the table; null when every shown rate is 0. */
  impactRatio: Fraction | null;
  /** impactRatio below IMPACT_RATIO_THRESHOLD. */
  flagged: boolean;
}

/** How the group's scored candidates spread over the bands. */
export interface BandFigures {
  of: number;
  counts: Record<Recommendation, number>;
  rates: Record<Recommendation, Fraction>;
}

export interface AuditRow extends AuditGroup {
  candidates: number;
  /** Fewer than MIN_GROUP_SIZE candidates: no figure is given. */
  tooSmall: boolean;
  /** Null when too small, or fewer than MIN_GROUP_SIZE of the group were scored. */
  scoring: RateFigures | null;
  bands: BandFigures | null;
  /** Null when too small. */
  selection: RateFigures | null;
}

export interface AuditTable {
  id: string;
  label: string;
  kind: 'dimension' | 'intersection';
  rows: AuditRow[];
  /** Candidates left out because a group is unknown (unanswered or "Prefer not to say"). */
  unknown: number;
}

export interface BiasAudit {
  candidates: number;
  scored: number;
  hired: number;
  /** The median score of every scored candidate of the selection; null when none was scored. */
  median: MedianScore | null;
  tables: AuditTable[];
}

/** The median score; `twice` is twice it, a whole number, so "above" is compared exactly. */
export interface MedianScore {
  twice: number;
  value: Fraction;
}

type Keyed = { key: string; label: string; members: AuditedCandidate[] };

/** How many of `scored` are strictly above the median (6 RCNY 5-300 "scoring rate"). */
function scoringFigures(scored: readonly AuditedCandidate[], median: MedianScore) {
  const above = scored.filter((c) => 2 * c.score! > median.twice).length;
  return { count: above, of: scored.length, rate: fraction(above, scored.length)! };
}

function withImpactRatios(figures: ({ count: number; of: number; rate: Fraction } | null)[]) {
  const shown = figures.filter((f): f is NonNullable<typeof f> => f !== null);
  const highest = shown.reduce<Fraction | null>(
    (best, f) => (best === null || isBelow(best, f.rate) ? f.rate : best),
    null,
  );
  return figures.map((f): RateFigures | null => {
    if (f === null) return null;
    const impactRatio = highest === null ? null : divide(f.rate, highest);
    return {
      ...f,
      impactRatio,
      flagged: impactRatio !== null && isBelow(impactRatio, IMPACT_RATIO_THRESHOLD),
    };
  });
}

function bandFigures(scored: readonly AuditedCandidate[]): BandFigures {
  const counts = Object.fromEntries(AUDIT_BANDS.map((b) => [b, 0])) as Record<Recommendation, number>;
  for (const c of scored) if (c.band) counts[c.band] += 1;
  const rates = Object.fromEntries(
    AUDIT_BANDS.map((b) => [b, fraction(counts[b], scored.length)!]),
  ) as Record<Recommendation, Fraction>;
  return { of: scored.length, counts, rates };
}

function table(
  id: string,
  label: string,
  kind: AuditTable['kind'],
  groups: Keyed[],
  unknown: number,
  median: MedianScore | null,
): AuditTable {
  const big = (n: number) => n >= MIN_GROUP_SIZE;
  const scored = groups.map((g) => g.members.filter((c) => c.score !== null));
  const scoring = withImpactRatios(
    groups.map((g, i) =>
      big(g.members.length) && big(scored[i]!.length) && median ? scoringFigures(scored[i]!, median) : null,
    ),
  );
  const selection = withImpactRatios(
    groups.map((g) => {
      if (!big(g.members.length)) return null;
      const hired = g.members.filter((c) => c.hired).length;
      return { count: hired, of: g.members.length, rate: fraction(hired, g.members.length)! };
    }),
  );
  const rows = groups.map((g, i): AuditRow => {
    const tooSmall = !big(g.members.length);
    return {
      key: g.key,
      label: g.label,
      candidates: g.members.length,
      tooSmall,
      scoring: scoring[i]!,
      bands: scoring[i] ? bandFigures(scored[i]!) : null,
      selection: selection[i]!,
    };
  });
  return { id, label, kind, rows, unknown };
}

function grouped(
  candidates: readonly AuditedCandidate[],
  groups: readonly AuditGroup[],
  keyOf: (c: AuditedCandidate) => string | null,
) {
  const byKey = new Map<string, Keyed>(groups.map((g) => [g.key, { ...g, members: [] }]));
  let unknown = 0;
  for (const c of candidates) {
    const key = keyOf(c);
    const group = key === null ? undefined : byKey.get(key);
    if (group) group.members.push(c);
    else unknown += 1;
  }
  return { groups: [...byKey.values()], unknown };
}

/** The audit of `candidates` over `dimensions` and their `intersections`. */
export function biasAudit(
  candidates: readonly AuditedCandidate[],
  dimensions: readonly AuditDimension[],
  intersections: readonly AuditIntersection[] = [],
): BiasAudit {
  const scoredScores = candidates.flatMap((c) => (c.score === null ? [] : [c.score]));
  const median = medianOf(scoredScores);
  const byId = new Map(dimensions.map((d) => [d.id, d]));
  const tables = dimensions.map((d) => {
    const { groups, unknown } = grouped(candidates, d.groups, (c) => c.groups[d.id] ?? null);
    return table(d.id, d.label, 'dimension', groups, unknown, median);
  });
  for (const x of intersections) {
    const [a, b] = x.of.map((id) => byId.get(id));
    if (!a || !b) throw new RangeError(`intersection ${x.id} names an unknown dimension`);
    const pairs = a.groups.flatMap((ga) =>
      b.groups.map((gb) => ({ key: `${ga.key}|${gb.key}`, label: `${ga.label} · ${gb.label}` })),
    );
    const { groups, unknown } = grouped(candidates, pairs, (c) => {
      const ka = c.groups[a.id];
      const kb = c.groups[b.id];
      return ka && kb ? `${ka}|${kb}` : null;
    });
    tables.push(table(x.id, x.label, 'intersection', groups, unknown, median));
  }
  return {
    candidates: candidates.length,
    scored: scoredScores.length,
    hired: candidates.filter((c) => c.hired).length,
    median,
    tables,
  };
}

/** The median of whole scores, exactly (the mean of the two middle ones for an even count). */
export function medianOf(scores: readonly number[]): MedianScore | null {
  if (scores.length === 0) return null;
  for (const s of scores) {
    if (!Number.isSafeInteger(s)) throw new RangeError(`scores are whole numbers: ${s}`);
  }
  const sorted = [...scores].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  const twice = sorted.length % 2 === 1 ? 2 * sorted[middle]! : sorted[middle - 1]! + sorted[middle]!;
  return { twice, value: fraction(twice, 2)! };
}
