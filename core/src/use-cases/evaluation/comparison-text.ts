import type { Pillar, PillarId } from '../../domain/criteria.js';
import type { ComparisonResult } from '../../contract/comparison.js';
import { NOT_SCORED_LABEL } from '../../rules/answer-scores.js';
import { bandFor } from '../../rules/recommendation.js';
import {
  isMet,
  mainConcern,
  matchLevelForScores,
  topStrength,
  type PillarScores,
} from '../../rules/scoring.js';

/** One compared candidate: its display key and latest evaluation scores (null when not evaluated or not scored). */
export interface ComparedCandidate {
  key: string;
  scored: { overallScore: number; pillarScores: PillarScores; needsHumanReview: boolean } | null;
  /** Evaluated but not scored: why (too few assessable answers). */
  notScoredReasons?: readonly string[];
}

/** A criterion is a differentiator when best and worst scores differ by at least this much. */
export const DIFFERENTIATOR_GAP = 10;
const MAX_DIFFERENTIATORS = 5;

type Scored = { key: string; scored: NonNullable<ComparedCandidate['scored']> };

/** 'Amani leads with 86% (Strong Hire).', or 'Amani and Chebet share the lead with 86% (…)'. */
function leadText(leaders: readonly Scored[], pillars: readonly Pillar[]): string {
  const [first] = leaders;
  if (!first) return '';
  const { overallScore, pillarScores } = first.scored;
  const figure = `${overallScore}% (${bandFor(overallScore, matchLevelForScores(pillarScores, pillars))})`;
  if (leaders.length === 1) return `${first.key} leads with ${figure}.`;
  const names = leaders.map((c) => c.key);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} share the lead with ${figure}.`;
}

function differentiators(candidates: readonly Scored[], pillars: readonly Pillar[]): string[] {
  const gaps = pillars.flatMap((pillar) => {
    const ranked = candidates
      .flatMap((c) => {
        const score = c.scored.pillarScores[pillar.id];
        return typeof score === 'number' ? [{ key: c.key, score }] : [];
      })
      .sort((a, b) => b.score - a.score);
    const best = ranked[0];
    const worst = ranked[ranked.length - 1];
    if (!best || !worst || best.score - worst.score < DIFFERENTIATOR_GAP) return [];
    const gap = best.score - worst.score;
    return [
      {
        gap,
        text: `${pillar.label}: ${best.key} scores ${best.score}% against ${worst.score}% for ${worst.key} (${gap} points apart)`,
      },
    ];
  });
  const lines = gaps
    .sort((a, b) => b.gap - a.gap)
    .slice(0, MAX_DIFFERENTIATORS)
    .map((g) => g.text);
  return lines.length
    ? lines
    : [`Scores are within ${DIFFERENTIATOR_GAP} points of each other on every criterion.`];
}

function recommendationOf(
  candidate: Scored,
  pillars: readonly Pillar[],
  labels: Map<PillarId, string>,
): string {
  const { overallScore, pillarScores, needsHumanReview } = candidate.scored;
  const parts = [
    `${bandFor(overallScore, matchLevelForScores(pillarScores, pillars))} (${overallScore}%, ${matchLevelForScores(pillarScores, pillars)})`,
  ];
  const top = topStrength(pillarScores, pillars);
  if (top) parts.push(`strongest in ${labels.get(top.pillar)} (${top.score}%)`);
  const concern = mainConcern(pillarScores, pillars);
  if (concern) parts.push(`main concern: ${labels.get(concern.pillar)} (${concern.score}%)`);
  if (needsHumanReview) parts.push('some answers could not be assessed, so review them by ear');
  return `${parts.join('; ')}.`;
}

function bestFitOf(candidate: Scored, pillars: readonly Pillar[], labels: Map<PillarId, string>): string {
  const met = pillars
    .flatMap((p) => {
      const score = candidate.scored.pillarScores[p.id];
      return typeof score === 'number' && isMet(score) ? [{ id: p.id, score }] : [];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((c) => labels.get(c.id));
  if (met.length === 0) return 'No criterion is met yet; not a fit for this role as assessed.';
  return `Best fit where ${met.join(' and ')} ${met.length === 1 ? 'matters' : 'matter'} most.`;
}

/**
 * The comparison composed by rules from the stored evaluations: a ranked summary, the criteria
 * with the widest score gaps, a recommendation per candidate from the band, match level, top
 * strength and main concern, and where each fits best (its strongest met criteria).
 */
export function composeComparison(
  jobTitle: string,
  candidates: readonly ComparedCandidate[],
  pillars: readonly Pillar[],
): ComparisonResult {
  const labels = new Map(pillars.map((p) => [p.id, p.label]));
  const scored = candidates
    .filter((c): c is Scored => c.scored !== null)
    .sort((a, b) => b.scored.overallScore - a.scored.overallScore);
  const recommendations: Record<string, string> = {};
  const bestFitFor: Record<string, string> = {};
  for (const c of candidates) {
    const s = scored.find((x) => x.key === c.key);
    if (s) {
      recommendations[c.key] = recommendationOf(s, pillars, labels);
      bestFitFor[c.key] = bestFitOf(s, pillars, labels);
    } else if (c.notScoredReasons) {
      recommendations[c.key] = `${NOT_SCORED_LABEL}: ${c.notScoredReasons.join(' ')}`;
      bestFitFor[c.key] = 'Not scored; listen to the answers first.';
    } else {
      recommendations[c.key] = 'Not evaluated yet; no recommendation.';
      bestFitFor[c.key] = 'Not evaluated yet.';
    }
  }
  const strong = scored.filter((c) => matchLevelForScores(c.scored.pillarScores, pillars) === 'Strong Match');
  const leader = scored[0];
  // Everyone at the top score leads: 'X leads with 97 %' read wrong beside Y, also at 97 %.
  const leaders = scored.filter((c) => c.scored.overallScore === leader?.scored.overallScore);
  const notScored = candidates.filter((c) => c.scored === null && c.notScoredReasons).length;
  const pending = candidates.length - scored.length - notScored;
  const summary = [
    `${candidates.length} candidates compared for ${jobTitle}.`,
    leader ? leadText(leaders, pillars) : 'None of them has a score yet.',
    leader ? `${strong.length} of ${scored.length} scored meet every criterion.` : '',
    notScored > 0 ? `${notScored} not scored: needs a human listen.` : '',
    pending > 0 ? `${pending} not evaluated yet.` : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
  return {
    summary,
    keyDifferentiators: scored.length >= 2 ? differentiators(scored, pillars) : [],
    recommendations,
    bestFitFor,
  };
}
