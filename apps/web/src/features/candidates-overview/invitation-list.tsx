import type {
  CandidateInvitationView,
  InvitationFunnel,
  InvitationLinkView,
} from '@sauti/core/contract/candidate-invitations';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCopyLink } from '@/components/ui/use-copy-link';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { useInvitationAction, useInvitations } from './use-invite-candidates';

const STATUS_VARIANT: Record<CandidateInvitationView['status'], BadgeVariant> = {
  invited: 'outline',
  opened: 'secondary',
  started: 'warning',
  completed: 'success',
  revoked: 'destructive',
  expired: 'destructive',
};

const CHANNEL_LABEL: Record<CandidateInvitationView['channel'], string> = { email: 'Email', sms: 'SMS' };

/** The funnel invited → opened → started → completed, with revoked and expired apart. */
export function InvitationFunnelCounts({ funnel }: { funnel: InvitationFunnel }) {
  const stages: Array<[string, number]> = [
    ['Invited', funnel.invited],
    ['Opened', funnel.opened],
    ['Started', funnel.started],
    ['Completed', funnel.completed],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Invitation funnel">
      {stages.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold">{value}</dd>
        </div>
      ))}
      {(funnel.revoked > 0 || funnel.expired > 0) && (
        <p className="col-span-full text-sm text-muted-foreground">
          {funnel.revoked} revoked, {funnel.expired} expired.
        </p>
      )}
    </dl>
  );
}

/** The job's invitations, each with its status and HR's actions (docs/behaviour/interview.md §15). */
export function InvitationList({ jobId }: { jobId: string }) {
  const invitations = useInvitations(jobId);
  if (!invitations.data || invitations.data.invitations.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-label="Invitations">
      <h3 className="font-semibold">Invitations</h3>
      <InvitationFunnelCounts funnel={invitations.data.funnel} />
      <ul className="flex flex-col divide-y divide-border">
        {invitations.data.invitations.map((invitation) => (
          <InvitationRow key={invitation.id} jobId={jobId} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ jobId, invitation }: { jobId: string; invitation: CandidateInvitationView }) {
  const action = useInvitationAction(jobId);
  const copyLink = useCopyLink();
  const { toast } = useToast();
  const open =
    invitation.status === 'invited' || invitation.status === 'opened' || invitation.status === 'expired';
  const run = async (kind: 'resend' | 'link' | 'revoke') => {
    try {
      const answer = await action.mutateAsync({ id: invitation.id, action: kind });
      if (kind === 'link') await copyLink((answer as InvitationLinkView).link);
      if (kind === 'resend')
        toast({ title: 'Invitation sent again', description: invitation.email ?? invitation.phone ?? '' });
    } catch (error) {
      toast({
        title: 'Invitation not changed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{invitation.name}</p>
        <p className="text-sm text-muted-foreground">
          {invitation.email && <span className="break-all">{invitation.email}</span>}
          {invitation.email && invitation.phone && ' · '}
          {/* A number is read whole: never broken across lines. */}
          {invitation.phone && <span className="whitespace-nowrap">{invitation.phone}</span>}
          {invitation.externalReference && (
            <span className="break-all"> · Ref. {invitation.externalReference}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* How the link went out: by mail, or by SMS for an invitation with only a number. */}
        <Badge variant="outline">{CHANNEL_LABEL[invitation.channel]}</Badge>
        <Badge variant={STATUS_VARIANT[invitation.status]}>{invitation.status}</Badge>
        {open && (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => void run('resend')}
            >
              Resend
            </Button>
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void run('link')}>
              Copy new link
            </Button>
            <Button size="sm" variant="ghost" disabled={action.isPending} onClick={() => void run('revoke')}>
              Revoke
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
