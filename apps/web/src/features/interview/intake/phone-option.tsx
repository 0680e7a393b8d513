import { useT } from '../i18n/screen-language';
import type { Translate } from '../i18n/translator';
import { useState } from 'react';
import type { PhoneInterviewView } from '@sauti/core/contract/phone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { startPhoneInterview } from '../common/interview-api';

/** What the candidate is told once the phone interview is set up. */
function phoneReady(view: PhoneInterviewView, t: Translate): string {
  const where = { number: view.number, pin: view.pin };
  const first = view.calling ? t('phone.calling', where) : t('phone.callIn', where);
  return view.texted ? `${first} ${t('phone.texted')}` : first;
}

/**
 * "No data? Answer by phone call" under the intake (docs/behaviour/interview.md §20), shown only
 * when the job's answer names Sauti's number. Consent is asked and recorded on the call.
 */
export function PhoneOption({ jobId, invitation }: { jobId: string; invitation?: string | undefined }) {
  const t = useT();
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
      setError((isApiError(failure) && failure.body?.message) || t('phone.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('phone.heading')}</h2>
        <CardDescription>{t('phone.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {ready ? (
          <p role="status" className="text-base font-medium">
            {phoneReady(ready, t)}
          </p>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            aria-label={t('phone.form')}
            onSubmit={(e) => e.preventDefault()}
          >
            <FormField label={t('phone.name')}>
              <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField label={t('phone.number')}>
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
                {t('phone.callMe')}
              </Button>
              <Button
                type="button"
                size="lg"
                variant="outline"
                disabled={busy}
                onClick={() => void start('inbound')}
              >
                {t('phone.iWillCall')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
