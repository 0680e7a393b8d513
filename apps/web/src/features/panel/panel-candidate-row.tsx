import { matchBadge, type MatchLevel } from '@sauti/core/rules/scoring';
import type { PanelCandidate } from '@sauti/core/contract/review-views';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/paths';
import { candidateName } from '@/lib/review/display';
import { HiringOutcomeBadge } from './hiring-outcome-badge';
import { NOT_SCORED_LABEL } from '@/lib/review/scoring';
import { ChannelBadge } from '@/components/review/channel-badge';

const MATCH_VARIANTS: Record<MatchLevel, BadgeVariant> = {
  'Strong Match': 'success',
  'Partial Match': 'warning',
  'Poor Fit': 'destructive',
};

/**
 * One candidate of the panel builder: name (linking to the detail), email, score and match level,
 * the hiring outcome badge and the column's action (Add or Remove).
 */
export function PanelCandidateRow({
  jobId,
  candidate,
  action,
  onAction,
  disabled,
}: {
  jobId: string;
  candidate: PanelCandidate;
  action: 'Add' | 'Remove';
  onAction: () => void;
  disabled: boolean;
}) {
  const { session } = candidate;
  const name = candidateName(session.candidateName);
  return (
    // The action moves under the name when both do not fit on one line (a 320 px phone).
    <li
      aria-label={name}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Link to={paths.candidate.href(jobId, session.id)} className="truncate font-medium hover:underline">
          {name}
        </Link>
        {session.candidateEmail && (
          <span className="truncate text-sm text-muted-foreground">{session.candidateEmail}</span>
        )}
        <span className="flex flex-wrap items-center gap-1">
          <ChannelBadge channel={candidate.channel} />
          {candidate.overallScore === null || candidate.matchLevel === null ? (
            <Badge
              variant="warning"
              className="whitespace-normal!"
              title={candidate.notScoredReasons.join(' ')}
            >
              {NOT_SCORED_LABEL}
            </Badge>
          ) : (
            <Badge variant={MATCH_VARIANTS[candidate.matchLevel]}>
              {matchBadge(candidate.overallScore, candidate.matchLevel)}
            </Badge>
          )}
          <HiringOutcomeBadge outcome={session.hiringOutcome} />
        </span>
      </div>
      <Button
        size="sm"
        variant={action === 'Add' ? 'primary' : 'outline'}
        onClick={onAction}
        disabled={disabled}
        aria-label={`${action} ${name}`}
      >
        {action}
      </Button>
    </li>
  );
}
