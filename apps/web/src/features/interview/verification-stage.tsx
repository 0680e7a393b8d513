import { IDENTITY_CHECK, IDENTITY_MESSAGES } from '@sauti/core/rules/identity-check';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getVerificationPhrase, type SessionCredential } from './interview-api';

type PhraseLoad = { kind: 'loading' } | { kind: 'loaded'; phrase: string } | { kind: 'failed' };

/**
 * The identity check's opening (spec 2 §4.4): the instructions and the phrase to read on camera,
 * loaded from POST /api/verification/phrase. The camera recording itself is a separate step.
 */
export function VerificationStage({ credential }: { credential: SessionCredential }) {
  const [load, setLoad] = useState<PhraseLoad>({ kind: 'loading' });

  const loadPhrase = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'loaded', phrase: await getVerificationPhrase(credential) });
    } catch {
      setLoad({ kind: 'failed' });
    }
  }, [credential]);

  useEffect(() => {
    void loadPhrase();
  }, [loadPhrase]);

  return (
    <Card>
      <title>Identity verification</title>
      <CardHeader>
        <h1 className="text-xl font-semibold">Identity verification</h1>
        <CardDescription>
          This job asks candidates to confirm who they are before the interview.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>Allow access to your camera and microphone when your browser asks.</li>
          <li>
            Face the camera in good light; after a {IDENTITY_CHECK.countdownSeconds}-second countdown,
            recording starts.
          </li>
          <li>
            Read the phrase below aloud, exactly as shown. It takes about 7 seconds; recording stops by itself
            after {IDENTITY_CHECK.maxRecordingSeconds} seconds.
          </li>
          <li>You have {IDENTITY_CHECK.maxAttempts} attempts.</li>
        </ol>
        {load.kind === 'loading' && <Spinner label="Loading verification phrase" className="self-center" />}
        {load.kind === 'loaded' && (
          <p
            className="rounded-lg bg-muted p-4 text-center text-xl font-semibold"
            aria-label="Phrase to read"
          >
            {load.phrase}
          </p>
        )}
        {load.kind === 'failed' && (
          <div role="alert" className="flex flex-col gap-3">
            <p className="text-destructive">{IDENTITY_MESSAGES.loadFailed}</p>
            <Button size="lg" variant="outline" onClick={() => void loadPhrase()}>
              Try again
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
