import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/review/load-error';
import { resultWords } from '@sauti/core/rules/evaluator-label';
import { useCandidateDetail } from '@/api/review';
import { paths } from '@/paths';
import { AiSummary } from './ai-summary';
import { CandidateFeedbackCard } from './candidate-feedback-card';
import { AnswerRatingPanel } from './answer-rating';
import { CriteriaEvaluation } from './criteria-evaluation';
import { DetailFooter } from './detail-footer';
import { DetailHeader } from './detail-header';
import { DetailSkeleton } from './detail-skeleton';
import { IdentitySection } from './identity-section';
import { InterviewTranscript } from './interview-transcript';
import { useReviewEvents } from './use-review-events';
import { SingleAudioContext, useSingleAudio } from './use-single-audio';

/**
 * One candidate at /jobs/{jobId}/candidates/{sessionId} (docs/behaviour/review.md §2.4): header with figures and
 * actions, hiring decision, the summary (named by who made it) with the quality gate, criteria evaluation, identity
 * evidence and the full transcript with the team's rating of each answer; one recording plays at a
 * time.
 */
export function CandidateDetailPage() {
  const { jobId = '', sessionId = '' } = useParams();
  const detail = useCandidateDetail(jobId, sessionId);
  const recordLook = useReviewEvents(sessionId);
  const audio = useSingleAudio(useCallback(() => recordLook('answer_played'), [recordLook]));

  let body;
  if (detail.isPending) body = <DetailSkeleton />;
  else if (detail.isError)
    body = (
      <LoadError
        error={detail.error}
        notFoundTitle="Candidate not found"
        onRetry={() => void detail.refetch()}
      />
    );
  else {
    const data = detail.data;
    body = (
      <SingleAudioContext value={audio}>
        <DetailHeader detail={data} />
        <AiSummary evaluation={data.evaluation} />
        <CriteriaEvaluation
          criteria={data.criteriaEvaluations}
          details={data.pillarDetails}
          responses={data.responses}
          onOpen={() => recordLook('criterion_opened')}
          reasoningLabel={resultWords(data.evaluation?.evaluator ?? null).reasoning}
        />
        <IdentitySection jobId={jobId} session={data.session} />
        <InterviewTranscript
          responses={data.responses}
          evaluation={data.evaluation}
          rating={(response) => (
            <AnswerRatingPanel
              jobId={jobId}
              sessionId={sessionId}
              questionIndex={response.questionIndex}
              pillarId={data.job.questions.find((q) => q.index === response.questionIndex)?.pillarId ?? null}
              view={data.answerRatings.find((r) => r.questionIndex === response.questionIndex)}
            />
          )}
        />
        <CandidateFeedbackCard jobId={jobId} sessionId={sessionId} />
        <DetailFooter jobId={jobId} session={data.session} />
      </SingleAudioContext>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <Link to={paths.candidates.href(jobId)} className="text-sm text-primary hover:underline">
        Back to Candidates
      </Link>
      {body}
    </main>
  );
}
