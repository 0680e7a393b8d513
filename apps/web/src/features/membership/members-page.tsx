import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import { InviteForm } from './invite-form';
import { OrganisationName } from './organisation-name';
import { dateText } from '@/lib/date-text';
import { MemberList } from '@/components/member-list';
import { useMembers } from '@/api/organisation';
import { JoinRequestList } from '@/components/join-request-list';

/**
 * The team page (/members): colleagues who ask to join (approve or refuse), an invitation form,
 * the members, and invitations not yet accepted. Any member may do all of it.
 */
export function MembersPage() {
  const members = useMembers();

  if (members.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  if (members.isError || !members.data)
    return (
      <main className="mx-auto max-w-3xl p-4 sm:p-6">
        <p role="alert" className="text-destructive">
          {errorMessage(members.error, 'Failed to load your team. Please try again later.')}
        </p>
      </main>
    );

  const { organisation, requests, invitations, members: colleagues } = members.data;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">Team</h1>
        <OrganisationName organisation={organisation} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Waiting for approval ({requests.length})</CardTitle>
          <CardDescription>
            They confirmed their address; they see nothing until a member approves.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <JoinRequestList requests={requests} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Invite a colleague</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <InviteForm domain={organisation.domain} />
          {invitations.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Invited, not yet joined: {invitations.map((i) => i.email).join(', ')}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Members ({colleagues.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <MemberList
            members={colleagues}
            empty="No members yet."
            detail={(m) => `last sign-in ${dateText(m.lastSignInAt, 'never')}`}
          />
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">
        API keys and webhooks are on{' '}
        <Link to={paths.integrations.href()} className="text-primary underline">
          Integrations
        </Link>
        .
      </p>
    </main>
  );
}
