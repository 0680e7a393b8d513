import { Link } from 'react-router';
import type { DashboardCandidate, ReviewJob } from '@sauti/core/contract/review-views';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { candidateName, formatDate } from '@/lib/review/display';
import { CRITERIA_EVAL_VERSION } from '@/api/jobs';
import { paths } from '@/paths';
import { CandidateAssessment } from './candidate-assessment';
import { competencyScores } from './candidate-text';
import { scoreText } from '@/lib/review/figures';

/**
 * View Details: the evaluation in full (score, recommendation, competencies with their labels,
 * summary, feedback, strengths, areas to watch); criteria-v1 jobs also link to the criteria page.
 */
export function DetailsDialog({ job, candidate }: { job: ReviewJob; candidate: DashboardCandidate }) {
  const { evaluation, session, figures } = candidate;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">View Details</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{candidateName(session.candidateName)}</DialogTitle>
          <DialogDescription>Evaluated {formatDate(evaluation.evaluatedAt)}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-semibold">{scoreText(figures)}</span>
            {figures.band && <Badge variant="secondary">{figures.band}</Badge>}
            {figures.matchLevel && <Badge variant="outline">{figures.matchLevel}</Badge>}
            {evaluation.needsHumanReview && <Badge variant="warning">Needs human review</Badge>}
          </p>
          <ul className="text-sm">
            {competencyScores(figures).map(({ label, text }) => (
              <li key={label}>
                {label}: {text}
              </li>
            ))}
          </ul>
          {evaluation.summary && <p className="text-sm">{evaluation.summary}</p>}
          {evaluation.feedback && <p className="text-sm">{evaluation.feedback}</p>}
          <CandidateAssessment candidate={candidate} />
          {evaluation.flaggedEvidenceCount > 0 && (
            <p className="text-sm text-muted-foreground">
              Evidence quotes dropped (not found in the transcript): {evaluation.flaggedEvidenceCount}
            </p>
          )}
          {job.evalVersion === CRITERIA_EVAL_VERSION && (
            <Link to={paths.candidate.href(job.id, session.id)} className={buttonClasses('outline', 'sm')}>
              Open Criteria Review
            </Link>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
