import { IDENTITY_CHECK, IDENTITY_MESSAGES } from '@sauti/core/rules/identity-check';
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
  return (
    <div role="alert" className="flex flex-col gap-3 text-center">
      <h2 className="text-lg font-semibold">{IDENTITY_MESSAGES.helpNeeded}</h2>
      <p>
        We could not confirm the phrase after {IDENTITY_CHECK.maxAttempts} attempts. Our support team can help
        you finish the verification and continue your interview.
      </p>
      <Button size="lg" asChild>
        <a href={supportMailLink(sessionId)}>Contact Support</a>
      </Button>
    </div>
  );
}
