import type { MatchLevel } from '@sauti/core/rules/scoring';
import type { LabelledScore, OverviewCandidate, ReviewPillar } from '@sauti/core/contract/review-views';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { candidateName, formatDate } from '@/lib/review/display';
import { paths } from '@/paths';
import { CriteriaChips } from './criteria-chips';
import { PanelToggleButton } from '@/components/review/panel-toggle-button';
import { NOT_SCORED_LABEL } from '@/lib/review/scoring';
import { ChannelBadge } from '@/components/review/channel-badge';

const MATCH_VARIANTS: Record<MatchLevel, BadgeVariant> = {
  'Strong Match': 'success',
  'Partial Match': 'warning',
  'Poor Fit': 'destructive',
};

function ScoreLine({ title, value }: { title: string; value: LabelledScore | null }) {
  if (!value) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">{title}:</span> {value.label} ({Math.round(value.score)}%)
    </p>
  );
}

/** The badges of a row: match badge, or awaiting evaluation; human review and voice warnings. */
function RowBadges({ candidate }: { candidate: OverviewCandidate }) {
  const { evaluation, matchBadge, matchLevel } = candidate;
  return (
    <div className="flex flex-wrap gap-1.5">
      {evaluation === null ? (
        <Badge variant="outline">Awaiting evaluation</Badge>
      ) : !evaluation.scored ? (
        <Badge variant="warning" className="whitespace-normal!" title={evaluation.notScoredReasons.join(' ')}>
          {NOT_SCORED_LABEL}
        </Badge>
      ) : (
        matchBadge && (
          <Badge variant={matchLevel ? MATCH_VARIANTS[matchLevel] : 'outline'}>{matchBadge}</Badge>
        )
      )}
      {evaluation?.needsHumanReview && <Badge variant="warning">Needs human review</Badge>}
      {candidate.voiceIdentityWarning && <Badge variant="destructive">Voice identity warning</Badge>}
    </div>
  );
}

/** One completed interview in the overview list (docs/behaviour/review.md §2.3). */
export function CandidateRow({
  jobId,
  candidate,
  pillars,
  selected,
  onSelectedChange,
}: {
  jobId: string;
  candidate: OverviewCandidate;
  pillars: ReviewPillar[];
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const { session } = candidate;
  const name = candidateName(session.candidateName);
  return (
    <Card role="article" aria-label={name} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      {/* The label is the 44 px target around the small box. */}
      <label className="-m-3 flex size-11 shrink-0 cursor-pointer items-center justify-center self-start">
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          className="size-4 accent-primary"
        />
      </label>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{name}</h3>
              <ChannelBadge channel={candidate.channel} />
            </div>
            <p className="text-sm text-muted-foreground">
              {session.candidateEmail ?? 'No email'} · Interviewed {formatDate(session.completedAt)}
            </p>
          </div>
          <RowBadges candidate={candidate} />
        </div>
        <CriteriaChips pillars={pillars} breakdown={candidate.criteriaBreakdown} />
        <ScoreLine title="Top Strength" value={candidate.topStrength} />
        <ScoreLine title="Main Concern" value={candidate.mainConcern} />
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Link to={paths.candidate.href(jobId, session.id)} className={buttonClasses('primary', 'sm')}>
          Review
        </Link>
        <PanelToggleButton jobId={jobId} session={session} />
      </div>
    </Card>
  );
}
