import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { displayName, useCurrentUser } from '@/lib/auth';
import { paths } from '@/paths';
import { ChangePasswordForm } from './change-password-form';

const securityTips = [
  'Use at least 8 characters; a longer passphrase is stronger.',
  'Mix upper and lower case letters, numbers and symbols.',
  'Do not reuse a password from another site.',
  'Never share your password, even with colleagues.',
  'Change your password at once if you suspect someone else knows it.',
];

/** Account settings: change password plus security tips (docs/behaviour/platform.md §2.9). */
export function AccountPage() {
  const user = useCurrentUser().data;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">Account Settings</h1>
        {user && (
          <p className="text-muted-foreground">
            {displayName(user) ?? user.email} · {user.email}
          </p>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Enter your current password, then choose a new one.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      {user?.membership !== 'none' && (
        <Card>
          <CardHeader>
            <CardTitle>Team</CardTitle>
            <CardDescription>
              Invite colleagues, and approve or refuse colleagues who ask to join your organisation.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link to={paths.members.href()} className={buttonClasses('outline')}>
              Manage your team
            </Link>
          </CardContent>
        </Card>
      )}
      {user?.membership !== 'none' && (
        <Card>
          <CardHeader>
            <CardTitle>Candidate reviews</CardTitle>
            <CardDescription>
              Requests for a human review, how often decisions went against the score, and what candidates are
              told.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link to={paths.reviews.href()} className={buttonClasses('outline')}>
              Open candidate reviews
            </Link>
          </CardContent>
        </Card>
      )}
      {user?.membership === 'member' && (
        <Card>
          <CardHeader>
            <CardTitle>Integrations</CardTitle>
            <CardDescription>
              API keys, webhooks and the API reference, to connect Sauti to your other systems.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link to={paths.integrations.href()} className={buttonClasses('outline')}>
              Open Integrations
            </Link>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Security Tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {securityTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}
