import { DomainError } from '../../domain/errors.js';
import type { JobStatus } from '../../domain/job.js';

/**
 * The status changes a job allows (docs/behaviour/interview.md §4.1, docs/behaviour/review.md §4): publish a draft, archive an active
 * job, restore an archived one. Keeping the current status is not a change and always allowed.
 */
export const JOB_STATUS_TRANSITIONS: readonly (readonly [JobStatus, JobStatus])[] = [
  ['draft', 'active'],
  ['active', 'archived'],
  ['archived', 'active'],
];

/** True when a job in `from` may move to `to` (a different status). */
export function isAllowedTransition(from: JobStatus, to: JobStatus): boolean {
  return JOB_STATUS_TRANSITIONS.some(([a, b]) => a === from && b === to);
}

const REFUSALS: Partial<Record<`${JobStatus}>${JobStatus}`, string>> = {
  'draft>archived': 'A draft job cannot be archived. Publish it first, or delete the draft.',
  'active>draft': 'A published job cannot be turned back into a draft. Archive it instead.',
  'archived>draft': 'An archived job cannot be turned back into a draft. Restore it instead.',
};

/** Throws INVALID_STATE with a message that says what is allowed instead, unless the move is allowed. */
export function assertTransition(from: JobStatus, to: JobStatus): void {
  if (from === to || isAllowedTransition(from, to)) return;
  throw new DomainError(
    'INVALID_STATE',
    REFUSALS[`${from}>${to}`] ?? `A job cannot move from ${from} to ${to}.`,
    { from, to },
  );
}

/** Publishing (draft → active) stamps publishedAt; other moves keep it. */
export function publishedAtAfter(
  from: JobStatus,
  to: JobStatus,
  current: Date | null,
  now: Date,
): Date | null {
  return from === 'draft' && to === 'active' ? now : current;
}
