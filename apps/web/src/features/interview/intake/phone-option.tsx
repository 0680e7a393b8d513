import { useState } from 'react';
import type { PhoneInterviewView } from '@sauti/core/contract/phone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { startPhoneInterview } from '../common/interview-api';

/** The phone option's words (docs/behaviour/interview.md §20). */
export const PHONE_OPTION = {
  heading: 'No data? Answer by phone call',
  description:
    'Take the same interview on a normal voice call: we ask the questions and record your answers. No internet is needed on your phone.',
  callMe: 'Call me',
  iWillCall: 'I will call',
  failed: 'We could not set up your phone interview. Please check your number and try again.',
} as const;

/** What the candidate is told once the phone interview is set up. */
function phoneReady(view: PhoneInterviewView): string {
  const callIn = `call ${view.number} and enter PIN ${view.pin}`;
  const first = view.calling
    ? `We are calling you now. If the call drops, ${callIn} to continue.`
    : `To take your interview, ${callIn}.`;
  return view.texted ? `${first} We also sent the number and PIN to your phone by text message.` : first;
}

/**
 * "No data? Answer by phone call" under the intake (docs/behaviour/interview.md §20), shown only
 * when the job's answer names Sauti's number. Consent is asked and recorded on the call.
 */
export function PhoneOption({ jobId, invitation }: { jobId: string; invitation?: string | undefined }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState<PhoneInterviewView | null>(null);

  const start = async (mode: 'outbound' | 'inbound') => {
    setBusy(true);
    setError(null);
    try {
      setReady(
        await startPhoneInterview({ jobId, candidateName: name, candidatePhone: phone, mode, invitation }),
      );
    } catch (failure) {
      // The server's own words (a number it cannot call, a call budget spent), else a plain failure.
      setError((isApiError(failure) && failure.body?.message) || PHONE_OPTION.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{PHONE_OPTION.heading}</h2>
        <CardDescription>{PHONE_OPTION.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {ready ? (
          <p role="status" className="text-base font-medium">
            {phoneReady(ready)}
          </p>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            aria-label="Answer by phone call"
            onSubmit={(e) => e.preventDefault()}
          >
            <FormField label="Full name">
              <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField label="Phone number to call">
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </FormField>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="button" size="lg" disabled={busy} onClick={() => void start('outbound')}>
                {PHONE_OPTION.callMe}
              </Button>
              <Button
                type="button"
                size="lg"
                variant="outline"
                disabled={busy}
                onClick={() => void start('inbound')}
              >
                {PHONE_OPTION.iWillCall}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
