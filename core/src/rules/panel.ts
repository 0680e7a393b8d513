import type { HiringOutcome } from '../domain/candidate-session.js';
import type { Pillar, PillarId } from '../domain/criteria.js';
import { isMet } from './scoring.js';
import type { CriterionScore, PillarScores } from './scoring.js';

/** Panel briefing limits (docs/behaviour/review.md §9). */
export const PANEL_LIMITS = {
  maxFocusPoints: 3,
  /** A strength worth leading with scores at least this. */
  strengthScore: 80,
  /** Validate a criterion below `strengthScore` when the overall score is under this. */
  validateBelowOverall: 75,
  strongOverall: 85,
  solidOverall: 70,
  topCriteria: 3,
} as const;

/** The generic line that pads a briefing with fewer than three specific points. */
export const CAREER_GOALS_FOCUS =
  'Discuss their career goals and how this role fits into their longer-term plans.';

type Labelled = Pick<Pillar, 'id' | 'label' | 'enabled'>;

export interface FocusPointInput {
  overallScore: number;
  pillarScores: PillarScores;
  pillars: readonly Labelled[];
  /** The candidate's top strength, when already known. */
  topStrength?: CriterionScore | null;
}

/**
 * Up to three interview focus points for the panel briefing:
 * 1. lead with the top strength, or else with the first criterion scoring 80 or more;
 * 2. explore the lowest criterion scoring above 0 and below 70;
 * 3. when the overall score is under 75, validate another criterion scoring below 80;
 * then, if fewer than three, the career-goals line.
 */
export function focusPoints(input: FocusPointInput): string[] {
  const L = PANEL_LIMITS;
  const scored = input.pillars.flatMap((p) => {
    const score = input.pillarScores[p.id];
    return p.enabled && typeof score === 'number' ? [{ id: p.id, label: p.label, score }] : [];
  });
  const used = new Set<PillarId>();
  const points: string[] = [];
  const strength = input.topStrength
    ? scored.find((c) => c.id === input.topStrength!.pillar)
    : scored.find((c) => c.score >= L.strengthScore);
  if (strength) {
    used.add(strength.id);
    points.push(
      `Lead with ${strength.label} (${strength.score}%): ask for a recent example that shows this strength in action.`,
    );
  }
  const gaps = scored.filter((c) => !used.has(c.id) && c.score > 0 && !isMet(c.score));
  const gap = gaps.reduce<(typeof scored)[number] | undefined>(
    (low, c) => (low === undefined || c.score < low.score ? c : low),
    undefined,
  );
  if (gap) {
    used.add(gap.id);
    points.push(`Explore ${gap.label} (${gap.score}%): probe how they would handle this area in the role.`);
  }
  const toValidate =
    input.overallScore < L.validateBelowOverall
      ? scored.find((c) => !used.has(c.id) && c.score < L.strengthScore)
      : undefined;
  if (toValidate) {
    points.push(
      `Validate ${toValidate.label} (${toValidate.score}%) with a practical scenario from the role.`,
    );
  }
  if (points.length < L.maxFocusPoints) points.push(CAREER_GOALS_FOCUS);
  return points.slice(0, L.maxFocusPoints);
}

/** Said instead of a next step once HR recorded the decision ('prioritise' read wrong for a hire). */
export const DECIDED_CLOSING: Readonly<Record<'hired' | 'rejected', string>> = {
  hired: 'Already hired: there is no next stage to plan.',
  rejected: 'Marked as rejected: bring them back only if that decision is reopened.',
};

/**
 * The closing recommendation of a candidate's briefing, by overall score (85 / 70), unless HR has
 * already hired or rejected the candidate.
 */
export function closingRecommendation(overallScore: number, outcome: HiringOutcome | null = null): string {
  if (outcome === 'hired' || outcome === 'rejected') return DECIDED_CLOSING[outcome];
  if (overallScore >= PANEL_LIMITS.strongOverall) {
    return 'Strong overall candidate who meets the criteria convincingly; prioritise for the next stage.';
  }
  if (overallScore >= PANEL_LIMITS.solidOverall) {
    return 'Solid candidate with a good fit; use the panel interview to confirm the areas flagged above.';
  }
  return 'Weigh strengths against development needs before deciding whether to move forward.';
}

export interface PanelInsights {
  /** Rounded average overall score of the scored members; 0 when none is scored. */
  averageScore: number;
  panelSize: number;
  /** For each enabled criterion, how many panel members meet it. */
  coverage: { pillar: PillarId; label: string; count: number }[];
  /** The three most covered criteria (count > 0), most first, config order on ties. */
  topCriteria: { pillar: PillarId; label: string; count: number }[];
}

/** Average score, size, per-criterion coverage and the top three criteria of a panel. */
export function panelInsights(
  members: readonly { overallScore: number | null; pillarScores: PillarScores }[],
  pillars: readonly Labelled[],
): PanelInsights {
  const panelSize = members.length;
  const scores = members.flatMap((m) => (m.overallScore === null ? [] : [m.overallScore]));
  const averageScore = scores.length
    ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length)
    : 0;
  const coverage = pillars
    .filter((p) => p.enabled)
    .map((p) => ({
      pillar: p.id,
      label: p.label,
      count: members.filter((m) => isMet(m.pillarScores[p.id] ?? -1)).length,
    }));
  const topCriteria = coverage
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count) // stable: ties keep config order
    .slice(0, PANEL_LIMITS.topCriteria);
  return { averageScore, panelSize, coverage, topCriteria };
}
