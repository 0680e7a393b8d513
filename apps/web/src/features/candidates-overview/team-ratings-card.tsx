import { useState } from 'react';
import type { CalibrationView } from '@sauti/core/contract/calibration';
import { AGREEMENT_MEANING, agreementWords } from '@sauti/core/rules/agreement';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCalibration, useRescore } from './use-calibration';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The agreement in words, with its sample size and what "agrees" means. */
function Agreement({ view }: { view: CalibrationView }) {
  const words = agreementWords(view.agreement);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold" data-testid="agreement-headline">
        {words.headline}
      </p>
      {words.exact && <p>{words.exact}</p>}
      {words.ranking && <p>{words.ranking}</p>}
      {words.caution && <p className="text-warning">{words.caution}</p>}
      {view.agreement.compared > 0 && <p className="text-sm text-muted-foreground">{AGREEMENT_MEANING}</p>}
      {view.unscored > 0 && (
        <p className="text-sm text-muted-foreground">
          {plural(view.unscored, 'rated answer')} without a score (not assessable, held back for a human
          listen, or not evaluated yet) {view.unscored === 1 ? 'is' : 'are'} left out.
        </p>
      )}
      {view.scoredBy.length > 0 && (
        <p className="text-sm text-muted-foreground">{view.scoredBy.map((e) => e.label).join('; ')}.</p>
      )}
    </div>
  );
}

/** Per question: how many answers are rated and whether new interviews are scored against them. */
function Questions({ view }: { view: CalibrationView }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {view.questions.map((q) => (
        <li key={q.index}>
          <span className="font-medium">
            Q{q.index + 1}. {q.text}
          </span>{' '}
          <span className="text-muted-foreground">
            {plural(q.rated, 'rated answer')}
            {q.anchorsInUse
              ? ': new answers are scored against them.'
              : `: ${view.minimumRatedAnswers - q.rated} more before they are used.`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Your team's ratings" on the job's overview (docs/behaviour/review.md §15): how far Sauti's
 * scores agree with the answers the team rated, the rated answers per question, and "Re-score with
 * your team's ratings" once a question's ratings are in use.
 */
export function TeamRatingsCard({ jobId }: { jobId: string }) {
  const [rescored, setRescored] = useState(false);
  const calibration = useCalibration(jobId, rescored);
  const rescore = useRescore(jobId);
  if (!calibration.isSuccess) return null;
  const view = calibration.data;
  const inUse = view.questions.some((q) => q.anchorsInUse);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your team&apos;s ratings</CardTitle>
        <CardDescription>
          Rate answers 1-5 on a candidate&apos;s page. Once {view.minimumRatedAnswers} answers to a question
          are rated, Sauti scores that question against your team&apos;s standard.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {view.ratedAnswers === 0 ? (
          <p className="text-muted-foreground">No answer of this job has been rated yet.</p>
        ) : (
          <Agreement view={view} />
        )}
        {view.ratedAnswers > 0 && <Questions view={view} />}
        {view.scoredBeforeLatestRatings > 0 && (
          <p className="text-sm">
            {view.scoredBeforeLatestRatings} of these scores{' '}
            {view.scoredBeforeLatestRatings === 1 ? 'was' : 'were'} made before your team&apos;s latest
            ratings.
          </p>
        )}
        {inUse && (
          <div className="flex flex-col gap-1">
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              disabled={rescore.isPending}
              onClick={() => rescore.mutate(undefined, { onSuccess: () => setRescored(true) })}
            >
              Re-score with your team&apos;s ratings
            </Button>
            <p className="text-sm text-muted-foreground">
              New interviews use your ratings as they come in; interviews scored earlier keep their score
              until you re-score.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
