import { useRef, useState } from 'react';
import { ANSWER_TIME } from '@sauti/core/rules/interview';
import { Button } from '@/components/ui/button';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { answerKey } from '../uploads/answer-store';
import { ANSWER_LIMIT_SECONDS } from '../recording/data-estimate';
import type { SessionCredential } from '../common/interview-api';
import { useT } from '../i18n/screen-language';
import { stopSpeaking } from './question-audio';
import { RecorderControls } from '../recording/recorder-controls';
import { RefusedAnswers } from '../uploads/refused-answers';
import { UploadStatusList } from '../uploads/upload-status-list';
import { useQuestionSpeech } from './use-question-speech';
import { useUploadQueue, useUploadStatuses } from '../uploads/use-upload-queue';
import { useVoiceRecorder } from '../recording/use-voice-recorder';

/** One question: read aloud, answered by voice (90 s limit), saved and uploaded in the background. */
export function QuestionStage({
  credential,
  questionText,
  questionLanguage,
  questionIndex,
  questionCount,
  serverAnswered,
  onAnswered,
  onRecordAgain,
}: {
  credential: SessionCredential;
  questionText: string;
  /** The interview's language (the job's), which the question is read aloud in. */
  questionLanguage: string;
  questionIndex: number;
  questionCount: number;
  serverAnswered: readonly number[];
  /**
   * Called once the answer is saved on this device, with the seconds spent on the question (null
   * when the answer was saved earlier and the candidate only moves on).
   */
  onAnswered: (secondsOnQuestion: number | null) => void;
  /** Goes back to an earlier question whose answer the server refused. */
  onRecordAgain: (questionIndex: number) => void;
}) {
  const t = useT();
  const queue = useUploadQueue();
  const statuses = useUploadStatuses(credential.sessionId);
  // Each answer is measured on the device; one that will not be understood is offered a retake
  // (docs/behaviour/interview.md §16).
  const recorder = useVoiceRecorder(ANSWER_LIMIT_SECONDS, t('error.microphone'), {
    checkQuality: true,
  });
  const { speak } = useQuestionSpeech(questionText, questionLanguage);
  const shownAt = useRef(Date.now());
  const [saving, setSaving] = useState(false);
  const isLast = questionIndex === questionCount - 1;
  const alreadyAnswered =
    serverAnswered.includes(questionIndex) || statuses.some((s) => s.questionIndex === questionIndex);

  const onContinue = async (audio: Blob) => {
    setSaving(true);
    await queue.add({
      key: answerKey(credential.sessionId, questionIndex),
      sessionId: credential.sessionId,
      candidateToken: credential.candidateToken,
      questionIndex,
      questionText,
      audio,
      savedAt: Date.now(),
    });
    onAnswered((Date.now() - shownAt.current) / 1000);
  };

  return (
    <>
      <title>{t('question.progress', { number: questionIndex + 1, count: questionCount })}</title>
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">
            {t('question.progress', { number: questionIndex + 1, count: questionCount })}
          </p>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t('question.progressBar')}
            aria-valuemin={0}
            aria-valuemax={questionCount}
            aria-valuenow={questionIndex}
          >
            <div
              className="h-full bg-primary"
              style={{ width: `${(questionIndex / questionCount) * 100}%` }}
            />
          </div>
          <h1 className="pt-2 text-xl leading-snug font-semibold select-none">{questionText}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {/* Outlined with a speaker, so it reads as a button on a phone, not as a caption. */}
          <Button variant="outline" className="self-start" onClick={() => void speak()}>
            <StrokeIcon>
              <path d="M11 5 6 9H2v6h4l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
            </StrokeIcon>
            {t('question.listenAgain')}
          </Button>
          {alreadyAnswered ? (
            <div className="flex flex-col gap-3">
              <p>{t('question.saved')}</p>
              <Button size="lg" onClick={() => onAnswered(null)}>
                {isLast ? t('question.submit') : t('question.next')}
              </Button>
            </div>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {t('question.aim', {
                  recommended: ANSWER_TIME.recommendedSeconds,
                  limit: ANSWER_LIMIT_SECONDS,
                })}
              </p>
              <RecorderControls
                recorder={recorder}
                limitSeconds={ANSWER_LIMIT_SECONDS}
                onContinue={(audio) => void onContinue(audio)}
                continueLabel={isLast ? t('question.continueAndSubmit') : t('question.continue')}
                keepLabel={isLast ? t('retake.keepAndSubmit') : t('retake.keep')}
                busy={saving}
                onBeforeRecord={stopSpeaking}
                retakeMemoryKey={answerKey(credential.sessionId, questionIndex)}
              />
            </>
          )}
        </CardContent>
      </Card>
      <RefusedAnswers statuses={statuses} onRecordAgain={onRecordAgain} />
      <UploadStatusList statuses={statuses} serverAnswered={serverAnswered} />
    </>
  );
}
