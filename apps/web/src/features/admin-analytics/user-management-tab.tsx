import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatJoined, formatLastSignIn } from './analytics-dates';
import { LoadError, StatTile } from './analytics-parts';
import type { AdminUserRecord } from './use-analytics-queries';

/** The User Management counts, summed over the directory (docs/behaviour/platform.md §2.8). */
export function userTotals(users: readonly AdminUserRecord[]) {
  const sum = (pick: (u: AdminUserRecord) => number) => users.reduce((total, u) => total + pick(u), 0);
  const activeUsers = users.filter((u) => u.status === 'active').length;
  return {
    activeUsers,
    inactiveUsers: users.length - activeUsers,
    jobsCreated: sum((u) => u.jobsCreated),
    interviewsCreated: sum((u) => u.interviewsCreated),
    interviewCompletions: sum((u) => u.interviewCompletions),
  };
}

const columns = [
  'User',
  'Status',
  'Jobs Created',
  'Interviews Created',
  'Completions',
  'Panels Exported',
  'Joined',
  'Last Sign In',
];

/** User Management: totals and the user directory (docs/behaviour/platform.md §2.8). */
export function UserManagementTab({
  users,
  failed,
}: {
  users: readonly AdminUserRecord[] | undefined;
  failed: string | null;
}) {
  if (failed) return <LoadError>{failed}</LoadError>;
  if (!users) return <Skeleton className="h-64 w-full" />;
  const totals = userTotals(users);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <StatTile label="Active Users" value={totals.activeUsers} />
        <StatTile label="Inactive Users" value={totals.inactiveUsers} />
        <StatTile label="Total Jobs Created" value={totals.jobsCreated} />
        <StatTile label="Interviews Created" value={totals.interviewsCreated} />
        <StatTile label="Interview Completions" value={totals.interviewCompletions} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>User Directory ({users.length})</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {users.map((user) => (
                <UserDirectoryRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}

function UserDirectoryRow({ user }: { user: AdminUserRecord }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  const active = user.status === 'active';
  return (
    <tr>
      <td className="px-2 py-2">
        <div className="font-medium">{name || user.email}</div>
        <div className="text-xs break-all text-muted-foreground">{user.email}</div>
      </td>
      <td className="px-2 py-2">
        <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
      </td>
      <td className="px-2 py-2">{user.jobsCreated}</td>
      <td className="px-2 py-2">{user.interviewsCreated}</td>
      <td className="px-2 py-2">{user.interviewCompletions}</td>
      <td className="px-2 py-2">{user.panelsExported}</td>
      <td className="px-2 py-2 whitespace-nowrap">{formatJoined(user.createdAt)}</td>
      <td className="px-2 py-2 whitespace-nowrap">{formatLastSignIn(user.lastSignInAt)}</td>
    </tr>
  );
}
