import type { AdminUserRecord } from '@sauti/core/contract/analytics';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Never' for a user who never signed in, else e.g. 'Mar 4, 2025'. */
export function lastLoginText(lastSignInAt: string | null): string {
  if (!lastSignInAt) return 'Never';
  const date = new Date(lastSignInAt);
  return Number.isNaN(date.getTime()) ? 'Never' : dateFormat.format(date);
}

/** One user of the impersonation list (docs/behaviour/platform.md §2.7). */
export function UserRow({
  user,
  self,
  onImpersonate,
  pending,
}: {
  user: AdminUserRecord;
  /** The signed-in administrator's own row: nothing to impersonate. */
  self: boolean;
  onImpersonate: (user: AdminUserRecord) => void;
  pending: boolean;
}) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{user.email}</span>
          {user.isAdmin && <Badge>Admin</Badge>}
          {self && <Badge variant="secondary">You</Badge>}
          {!user.isAdmin && user.organisationDomain && (
            <Badge variant="secondary">{user.organisationDomain}</Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{name || 'No name set'}</p>
        <p className="text-xs text-muted-foreground">
          Last login: {lastLoginText(user.lastSignInAt)} · ID: <span className="break-all">{user.id}</span>
        </p>
      </div>
      {!self && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onImpersonate(user)}
          disabled={pending || user.isAdmin}
          aria-label={`Impersonate ${user.email}`}
        >
          Impersonate
        </Button>
      )}
    </li>
  );
}
