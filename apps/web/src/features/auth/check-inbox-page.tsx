import { Link, useLocation } from 'react-router';
import { AuthCard } from './auth-card';
import { paths } from '@/paths';

/** What the registration page hands over: the address and how mail is delivered. */
export type CheckInboxState = { email?: string; mailDelivery?: 'outbox' };

/**
 * After registering: nothing is created until the mailed link is opened. On a server without
 * SMTP (a local `npm start`) the mail is a file in the server's outbox folder, and this says so.
 */
export function CheckInboxPage() {
  const state = (useLocation().state ?? {}) as CheckInboxState;
  return (
    <AuthCard title="Check your inbox">
      <div className="flex flex-col gap-4 text-sm">
        <p>
          We sent a link to{' '}
          {state.email ? <strong className="break-all">{state.email}</strong> : 'your address'}. Open it to
          confirm the address, choose your password and finish creating your account. The link works once, for
          24 hours.
        </p>
        <p className="text-muted-foreground">
          No mail? Look in your spam folder, or register again to get a new link: it replaces the earlier one,
          so open the newest mail.
        </p>
        {state.mailDelivery === 'outbox' && (
          <p role="note" className="rounded-md border border-warning/40 bg-warning-soft p-3">
            This server has no mail set up (SMTP_URL is not set), so the message was written to its outbox
            folder instead: <code>DATA_DIR/outbox</code> (<code>./data/outbox</code> by default). Open the
            newest <code>.eml</code> file there and follow the link.
          </p>
        )}
        <Link to={paths.login.href()} className="text-primary underline underline-offset-4">
          Back to sign in
        </Link>
      </div>
    </AuthCard>
  );
}
