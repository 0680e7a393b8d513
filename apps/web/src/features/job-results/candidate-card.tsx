import { resultWords } from '@sauti/core/rules/evaluator-label';
import type { DashboardCandidate, ReviewJob } from '@sauti/core/contract/review-views';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { candidateName } from '@/lib/review/display';
import { CandidateActions } from './candidate-actions';
import { BandLine, CandidateAssessment, CompetencyScores } from './candidate-assessment';
import { interviewDate } from './candidate-text';
import { CandidateWarnings } from './candidate-warnings';
import { ScoreBar } from './score-bar';
import { VoiceStatusBadge } from './voice-status-badge';
import { EvaluatorNote, NotScoredNotice } from '@/components/review/scoring-notice';

/**
 * One evaluated candidate on the legacy dashboard (docs/behaviour/review.md §2.2): contact and date, score bar,
 * voice status, warnings and quality checks, competency scores, assessment text and actions.
 */
export function CandidateCard({ job, candidate }: { job: ReviewJob; candidate: DashboardCandidate }) {
  const { session, evaluation } = candidate;
  return (
    <Card className="flex w-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{candidateName(session.candidateName)}</CardTitle>
          <div className="flex flex-wrap gap-1">
            {evaluation.needsHumanReview && <Badge variant="warning">Needs human review</Badge>}
            <VoiceStatusBadge voiceScore={session.voiceScore} />
          </div>
        </div>
        <dl className="grid gap-x-4 text-sm text-muted-foreground sm:grid-cols-3">
          <div>
            <dt className="sr-only">Phone</dt>
            <dd>{session.candidatePhone || 'No phone'}</dd>
          </div>
          <div>
            <dt className="sr-only">Email</dt>
            <dd className="break-all">{session.candidateEmail || 'No email'}</dd>
          </div>
          <div>
            <dt className="sr-only">Interview date</dt>
            <dd>{interviewDate(candidate)}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {candidate.figures.scorePercent === null ? (
          <NotScoredNotice evaluation={evaluation} />
        ) : (
          <div className="flex flex-col gap-1">
            <ScoreBar
              score={candidate.figures.scorePercent}
              label={resultWords(evaluation.evaluator).score}
            />
            <BandLine figures={candidate.figures} />
          </div>
        )}
        <EvaluatorNote evaluation={evaluation} />
        <CandidateWarnings candidate={candidate} />
        <CompetencyScores candidate={candidate} />
        <CandidateAssessment candidate={candidate} />
      </CardContent>
      <CardFooter className="mt-auto">
        <CandidateActions job={job} candidate={candidate} />
      </CardFooter>
    </Card>
  );
}
