import { Link } from 'react-router';
import { useMembers } from '@/api/organisation';
import { JoinRequestList } from '@/components/join-request-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/paths';

/**
 * Colleagues waiting for a member's approval, on Home where every member looks first
 * (docs/behaviour/platform.md §2.4): before, they were only in a mail and on the Team page. Shown
 * only while someone waits.
 */
export function PendingApprovalCard() {
  const requests = useMembers().data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle level={2}>Waiting for approval ({requests.length})</CardTitle>
        <CardDescription>
          Colleagues who confirmed their address and ask to join. They see nothing until a member approves.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <JoinRequestList requests={requests} />
        <Link to={paths.members.href()} className="self-start text-sm text-primary underline">
          Manage your team
        </Link>
      </CardContent>
    </Card>
  );
}
