import { IDENTITY_CHECK } from '@sauti/core/rules/identity-check';
import { useT } from '../i18n/screen-language';
import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL } from '@/lib/contact';

/** A mail to support that names the session, so support can find it without asking. */
export function supportMailLink(sessionId: string): string {
  const subject = encodeURIComponent('Verification help');
  const body = encodeURIComponent(`I could not complete the identity check.\n\nSession: ${sessionId}`);
  return `mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`;
}

/** After 3 failed attempts (docs/behaviour/interview.md §4.4): 'Verification Help Needed' and a Contact Support mail link. */
export function VerificationHelp({ sessionId }: { sessionId: string }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-3 text-center">
      <h2 className="text-lg font-semibold">{t('identity.helpNeeded')}</h2>
      <p>{t('identity.helpMessage', { count: IDENTITY_CHECK.maxAttempts })}</p>
      <Button size="lg" asChild>
        <a href={supportMailLink(sessionId)}>{t('identity.contactSupport')}</a>
      </Button>
    </div>
  );
}
