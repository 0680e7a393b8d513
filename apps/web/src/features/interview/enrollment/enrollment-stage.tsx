import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { WARM_UP_LIMIT_SECONDS } from '../recording/data-estimate';
import { submitEnrollment, type SessionCredential } from '../common/interview-api';
import { useT } from '../i18n/screen-language';
import { RecorderControls } from '../recording/recorder-controls';
import { UploadRefused } from '../uploads/resumable-upload';
import { useVoiceRecorder } from '../recording/use-voice-recorder';
import { openWarmUpDrafts, type WarmUpDrafts } from './warm-up-draft';

/**
 * The voice warm-up (docs/behaviour/interview.md §4.3): a practice question that proves the microphone works. The
 * candidate records, plays it back and continues; the recording is sent as the voice sample. A take
 * is kept on the device until it is sent, so a reload before Continue shows it again.
 */
export function EnrollmentStage({
  credential,
  onEnrolled,
  drafts = browserDrafts(),
}: {
  credential: SessionCredential;
  onEnrolled: () => void;
  drafts?: Promise<WarmUpDrafts>;
}) {
  const t = useT();
  const recorder = useVoiceRecorder(WARM_UP_LIMIT_SECONDS, t('error.microphone'));
  const [sending, setSending] = useState(false);
  const { sessionId } = credential;
  const { restore, status, audio, durationSeconds } = recorder;

  useEffect(() => {
    let current = true;
    void drafts
      .then((store) => store.get(sessionId))
      .then((draft) => {
        if (current && draft) restore(draft.audio, draft.durationSeconds);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [drafts, sessionId, restore]);

  // The take Re-record threw away. React may run the effect that keeps a take after the click that
  // discards it (the effect of the render before the click, flushed late on a busy device); without
  // this, that late put would bring the discarded take back on the next reload.
  const discarded = useRef<Blob | null>(null);
  useEffect(() => {
    if (status === 'recorded' && audio && audio !== discarded.current)
      void drafts.then((store) => store.put({ sessionId, audio, durationSeconds })).catch(() => undefined);
  }, [drafts, sessionId, status, audio, durationSeconds]);

  const forgetDraft = () => void drafts.then((store) => store.remove(sessionId)).catch(() => undefined);

  const onContinue = async (audio: Blob) => {
    setSending(true);
    try {
      await submitEnrollment(credential, audio);
      forgetDraft();
      onEnrolled();
    } catch (error) {
      toast({
        title: t('error.enrollmentFailedTitle'),
        // A refusal says what to do (record a shorter warm-up); anything else is the spec's words.
        description: error instanceof UploadRefused ? t.known(error.message) : t('error.enrollmentFailed'),
        variant: 'destructive',
      });
      setSending(false);
    }
  };

  return (
    <Card>
      <title>{t('warmUp.pageTitle')}</title>
      <CardHeader>
        <h1 className="text-xl font-semibold">{t('warmUp.title')}</h1>
        <CardDescription>{t('warmUp.explained')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* The practice question: easy to answer, long enough to hear the voice. */}
        <p className="rounded-lg bg-muted p-4 text-lg">{t('warmUp.prompt')}</p>
        <p className="text-sm text-muted-foreground">
          {t('warmUp.howTo', { seconds: WARM_UP_LIMIT_SECONDS })}
        </p>
        <RecorderControls
          recorder={{
            ...recorder,
            reset: () => {
              discarded.current = audio;
              forgetDraft();
              recorder.reset();
            },
          }}
          limitSeconds={WARM_UP_LIMIT_SECONDS}
          onContinue={(audio) => void onContinue(audio)}
          continueLabel={t('warmUp.continue')}
          busy={sending}
        />
      </CardContent>
    </Card>
  );
}

let opened: Promise<WarmUpDrafts> | null = null;

/** The browser's drafts, opened once per page. */
function browserDrafts(): Promise<WarmUpDrafts> {
  opened ??= openWarmUpDrafts();
  return opened;
}
