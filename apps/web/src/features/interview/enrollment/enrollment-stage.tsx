import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { WARM_UP_LIMIT_SECONDS } from '../recording/data-estimate';
import { submitEnrollment, type SessionCredential } from '../common/interview-api';
import { INTERVIEW_MESSAGES } from '../common/messages';
import { RecorderControls } from '../recording/recorder-controls';
import { UploadRefused } from '../uploads/resumable-upload';
import { useVoiceRecorder } from '../recording/use-voice-recorder';
import { openWarmUpDrafts, type WarmUpDrafts } from './warm-up-draft';

/** The practice question of the voice warm-up: easy to answer, long enough to hear the voice. */
export const WARM_UP_PROMPT = 'Please say your full name, and tell us where you are joining from today.';

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
  const recorder = useVoiceRecorder(WARM_UP_LIMIT_SECONDS, INTERVIEW_MESSAGES.microphone);
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

  useEffect(() => {
    if (status === 'recorded' && audio)
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
        title: INTERVIEW_MESSAGES.enrollmentFailedTitle,
        // A refusal says what to do (record a shorter warm-up); anything else is the spec's words.
        description: error instanceof UploadRefused ? error.message : INTERVIEW_MESSAGES.enrollmentFailed,
        variant: 'destructive',
      });
      setSending(false);
    }
  };

  return (
    <Card>
      <title>Voice warm-up</title>
      <CardHeader>
        <h1 className="text-xl font-semibold">Practice question: voice warm-up</h1>
        <CardDescription>
          This does not count towards your assessment. It checks that your microphone works and helps us
          recognise your voice.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="rounded-lg bg-muted p-4 text-lg">{WARM_UP_PROMPT}</p>
        <p className="text-sm text-muted-foreground">
          Record for up to {WARM_UP_LIMIT_SECONDS} seconds, then play it back. If you cannot hear yourself
          clearly, move somewhere quieter or closer to the microphone and record again.
        </p>
        <RecorderControls
          recorder={{
            ...recorder,
            reset: () => {
              forgetDraft();
              recorder.reset();
            },
          }}
          limitSeconds={WARM_UP_LIMIT_SECONDS}
          onContinue={(audio) => void onContinue(audio)}
          continueLabel="Continue to the questions"
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
