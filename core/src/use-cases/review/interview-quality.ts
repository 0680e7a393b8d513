import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import { qualityFlags, type Flag, type QualityFlagCode } from '../../rules/quality.js';

/**
 * The quality-check flags of one interview (docs/behaviour/review.md §9): the wall-clock time when
 * completed, else the answers' sum.
 */
export function qualityFlagsOf(
  session: Pick<CandidateSession, 'tabSwitchCount' | 'startedAt' | 'completedAt'>,
  responses: readonly Pick<CandidateResponse, 'duration'>[],
): Flag<QualityFlagCode>[] {
  const durations = responses.flatMap((r) => (typeof r.duration === 'number' ? [r.duration] : []));
  const totalSeconds = session.completedAt
    ? Math.max(0, (session.completedAt.getTime() - session.startedAt.getTime()) / 1000)
    : undefined;
  return qualityFlags({ tabSwitchCount: session.tabSwitchCount, responseDurations: durations, totalSeconds });
}
