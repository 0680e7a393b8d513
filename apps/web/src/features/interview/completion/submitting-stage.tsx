import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { tallyAnswers } from './acknowledged';
import {
  completeSession,
  requestEvaluation,
  type Completion,
  type SessionCredential,
} from '../common/interview-api';
import { useT } from '../i18n/screen-language';
import { RefusedAnswers } from '../uploads/refused-answers';
import { UploadStatusList } from '../uploads/upload-status-list';
import { useUploadQueue, useUploadStatuses } from '../uploads/use-upload-queue';

/**
 * Submitting (docs/behaviour/interview.md §4.3): waits, visibly, until the server has acknowledged every answer, then
 * completes the session and asks for evaluation (fire and forget). A failed completion goes back
 * to the question stage.
 */
export function SubmittingStage({
  credential,
  questionCount,
  serverAnswered,
  completion,
  onCompleted,
  onCompletionFailed,
  onAnswerMissing,
}: {
  credential: SessionCredential;
  questionCount: number;
  serverAnswered: readonly number[];
  completion: () => Completion;
  onCompleted: () => void;
  onCompletionFailed: () => void;
  onAnswerMissing: (questionIndex: number) => void;
}) {
  const t = useT();
  const queue = useUploadQueue();
  const statuses = useUploadStatuses(credential.sessionId);
  const tally = tallyAnswers(questionCount, serverAnswered, statuses);
  const sent = useRef(false);
  const firstMissing = tally.missing[0];
  const waiting = !tally.complete && firstMissing === undefined && tally.refused.length === 0;

  useEffect(() => {
    if (!tally.complete || sent.current) return;
    sent.current = true;
    completeSession(credential, completion()).then(
      () => {
        requestEvaluation(credential);
        onCompleted();
      },
      () => {
        sent.current = false;
        toast({ title: t('error.completeFailed'), variant: 'destructive' });
        onCompletionFailed();
      },
    );
  }, [tally.complete, credential, completion, onCompleted, onCompletionFailed, t]);

  return (
    <>
      <title>{t('submit.title')}</title>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{t('submit.title')}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <RefusedAnswers statuses={statuses} onRecordAgain={onAnswerMissing} />
          {tally.refused.length > 0 ? null : firstMissing !== undefined ? (
            <>
              <p role="alert">{t('submit.missing', { number: firstMissing + 1 })}</p>
              <Button size="lg" onClick={() => onAnswerMissing(firstMissing)}>
                {t('submit.answerMissing', { number: firstMissing + 1 })}
              </Button>
            </>
          ) : (
            <div className="flex items-center gap-3">
              <Spinner label={t('submit.spinner')} />
              <p role="status" aria-live="polite">
                {tally.complete
                  ? t('submit.finishing')
                  : t('submit.uploading', { received: tally.acknowledged, count: questionCount })}
              </p>
            </div>
          )}
          {waiting && (
            <Button variant="outline" onClick={() => queue.retryNow()}>
              {t('submit.retry')}
            </Button>
          )}
        </CardContent>
      </Card>
      <UploadStatusList statuses={statuses} serverAnswered={serverAnswered} />
    </>
  );
}
