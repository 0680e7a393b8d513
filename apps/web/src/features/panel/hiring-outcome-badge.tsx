import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** The badge text of each recorded hiring outcome (docs/behaviour/review.md §2.6). */
export const OUTCOME_LABELS: Record<HiringOutcome, string> = {
  hired: 'Hired',
  rejected: 'Rejected',
  considering: 'Considering',
};

const VARIANTS: Record<HiringOutcome, BadgeVariant> = {
  hired: 'success',
  rejected: 'destructive',
  considering: 'warning',
};

/** A candidate's hiring outcome as a badge; nothing while no decision is recorded. */
export function HiringOutcomeBadge({ outcome }: { outcome: HiringOutcome | null }) {
  if (!outcome) return null;
  return <Badge variant={VARIANTS[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>;
}
