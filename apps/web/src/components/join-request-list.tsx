import type { MemberView } from '@sauti/core/contract/organisation';
import { useDecideRequest } from '@/api/organisation';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { dateText } from '@/lib/date-text';
import { errorMessage } from '@/lib/error-message';
import { memberName, MemberList } from './member-list';

/**
 * Colleagues waiting for a member's approval, each with Approve and Refuse (docs/behaviour/platform.md §4):
 * the Team page's list and Home's card are this one list.
 */
export function JoinRequestList({ requests }: { requests: MemberView[] }) {
  const decide = useDecideRequest();
  const { toast } = useToast();
  const answer = (member: MemberView, approve: boolean) =>
    decide.mutate(
      { userId: member.id, approve },
      {
        onSuccess: () =>
          toast({ title: approve ? `${memberName(member)} joined` : `${memberName(member)} refused` }),
        onError: (error) =>
          toast({
            title: 'Failed',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <MemberList
      members={requests}
      empty="Nobody is waiting."
      detail={(m) => `asked ${dateText(m.joinRequestedAt, 'recently')}`}
      actions={(m) => (
        <>
          <Button
            size="sm"
            onClick={() => answer(m, true)}
            disabled={decide.isPending}
            aria-label={`Approve ${m.email}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => answer(m, false)}
            disabled={decide.isPending}
            aria-label={`Refuse ${m.email}`}
          >
            Refuse
          </Button>
        </>
      )}
    />
  );
}
