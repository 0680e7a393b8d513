import { PILLAR_IDS, type Pillar } from '../../domain/criteria.js';
import type { ReviewFigures, ReviewReadModel, StaleEvaluation } from '../../ports/review-read-model.js';
import { isMet, MET_THRESHOLD } from '../../rules/scoring.js';
import { readStoredScores } from '../evaluation/stored-evaluation.js';
import { criteriaMatch } from './criteria-match.js';

/*
 * Why the match level is stored. The overview filters on it ("meets all" = Strong Match, "partial"
 * = Partial Match), and its stats count by it and by each criterion met; to filter, count and
 * page in the database the figures must be columns. The rules stay in one home, core: the match
 * level comes from `criteriaMatch` (rules/scoring.ts) and a criterion is met by `isMet`; SQL only
 * compares and counts the stored results. A match level depends on the job's enabled criteria,
 * which HR may change after the evaluation was written, so each stored figure carries the key of
 * the criteria it was computed for (`criteriaKeyOf`); a review read first recomputes, in core, the
 * evaluations whose key differs (none, once the figures are current: one cheap statement),
 * which also covers rows written before the columns existed and any path that writes evaluations.
 */

/** The key of what the stored figures depend on: the bar and the enabled criteria. */
export function criteriaKeyOf(pillars: readonly Pick<Pillar, 'id' | 'enabled'>[]): string {
  const enabled = pillars.filter((p) => p.enabled).map((p) => p.id);
  return `met>=${MET_THRESHOLD}:${[...enabled].sort().join(',')}`;
}

/** The stored figures of one evaluation against `pillars` (the job's enabled criteria), by the core rules. */
export function reviewFiguresOf(evaluation: StaleEvaluation, pillars: readonly Pillar[]): ReviewFigures {
  const match = criteriaMatch(evaluation, pillars);
  if (!match) return { evaluationId: evaluation.id, matchLevel: null, metCriteria: [] };
  const { pillarScores } = readStoredScores(evaluation);
  return {
    evaluationId: evaluation.id,
    matchLevel: match.matchLevel,
    // Every known criterion met, enabled or not: the breakdown lists the enabled ones.
    metCriteria: PILLAR_IDS.filter((id) => isMet(pillarScores[id] ?? -1)),
  };
}

/**
 * Brings the stored figures of the job's evaluations up to date with `pillars`: one
 * statement when they are current, two when some were not (whatever their number).
 */
export async function refreshReviewFigures(
  reads: ReviewReadModel,
  jobId: string,
  pillars: readonly Pillar[],
): Promise<void> {
  const key = criteriaKeyOf(pillars);
  const stale = await reads.staleEvaluationsOfJob(jobId, key);
  if (stale.length === 0) return;
  await reads.storeReviewFigures(
    key,
    stale.map((e) => reviewFiguresOf(e, pillars)),
  );
}
