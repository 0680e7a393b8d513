import type { PillarId } from '@sauti/core/domain/criteria';
import { MET_THRESHOLD } from '@sauti/core/rules/scoring';
import type { CandidateDetailPayload, LabelledScore } from '@sauti/core/contract/review-views';

/** A comparison needs at least this many candidates (docs/behaviour/review.md §5). */
export const MIN_COMPARED = 2;

/** The session ids of `?sessions=a,b`: trimmed, empty parts dropped, duplicates removed. */
export function parseSessionIds(param: string | null): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/** The session ids holding the highest overall score (every one on a tie); none without scores. */
export function highestScoreIds(candidates: readonly CandidateDetailPayload[]): Set<string> {
  const scores = candidates.flatMap((c) =>
    c.evaluation?.overallScore != null ? [{ id: c.session.id, score: c.evaluation.overallScore }] : [],
  );
  const best = Math.max(...scores.map((s) => s.score));
  return new Set(scores.filter((s) => s.score === best).map((s) => s.id));
}

/**
 * For one criterion, the session ids holding its best score (every one on a tie); none when
 * nobody has a score for it.
 */
export function bestForCriterion(
  candidates: readonly CandidateDetailPayload[],
  pillarId: PillarId,
): Set<string> {
  const scores = candidates.flatMap((c) => {
    const score = c.pillarScores[pillarId];
    return typeof score === 'number' ? [{ id: c.session.id, score }] : [];
  });
  const best = Math.max(...scores.map((s) => s.score));
  return new Set(scores.filter((s) => s.score === best).map((s) => s.id));
}

/**
 * The Main Concern to show: the lowest criterion, only when it scores below 70 (docs/behaviour/review.md §9). The
 * server already leaves it out above the bar; the check here keeps the screen honest on its own.
 */
export function shownConcern(concern: LabelledScore | null): LabelledScore | null {
  return concern !== null && concern.score < MET_THRESHOLD ? concern : null;
}

/** Strengths or weaknesses text as sentences: split on '. ' (docs/behaviour/review.md §3.2), trailing dot dropped. */
export function sentences(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('. ')
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter((s) => s !== '');
}

/** How many compared candidates meet every criterion. */
export function strongMatchCount(candidates: readonly CandidateDetailPayload[]): number {
  return candidates.filter((c) => c.matchLevel === 'Strong Match').length;
}
