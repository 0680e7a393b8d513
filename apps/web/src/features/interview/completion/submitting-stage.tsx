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
import { INTERVIEW_MESSAGES } from '../common/messages';
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
        toast({ title: INTERVIEW_MESSAGES.completeFailed, variant: 'destructive' });
        onCompletionFailed();
      },
    );
  }, [tally.complete, credential, completion, onCompleted, onCompletionFailed]);

  return (
    <>
      <title>Submitting your interview</title>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">Submitting your interview</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <RefusedAnswers statuses={statuses} onRecordAgain={onAnswerMissing} />
          {tally.refused.length > 0 ? null : firstMissing !== undefined ? (
            <>
              <p role="alert">Question {firstMissing + 1} has no answer yet.</p>
              <Button size="lg" onClick={() => onAnswerMissing(firstMissing)}>
                Answer question {firstMissing + 1}
              </Button>
            </>
          ) : (
            <div className="flex items-center gap-3">
              <Spinner label="Submitting" />
              <p role="status" aria-live="polite">
                {tally.complete
                  ? 'All answers received. Finishing your interview…'
                  : `Uploading your answers: ${tally.acknowledged} of ${questionCount} received. Please keep this page open; we keep trying until every answer is in.`}
              </p>
            </div>
          )}
          {waiting && (
            <Button variant="outline" onClick={() => queue.retryNow()}>
              Retry uploads now
            </Button>
          )}
        </CardContent>
      </Card>
      <UploadStatusList statuses={statuses} serverAnswered={serverAnswered} />
    </>
  );
}
