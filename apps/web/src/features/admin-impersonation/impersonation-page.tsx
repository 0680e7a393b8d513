import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminUserRecord } from '@sauti/core/contract/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import { useAdminUsers } from './use-admin-users';
import { useImpersonate } from './use-impersonate';
import { ReasonDialog } from './reason-dialog';
import { UserRow } from './user-row';

/** Shown when the user list cannot be loaded (docs/behaviour/platform.md §2.7). */
export const USERS_LOAD_FAILURE = 'Failed to load users. You may not have admin permissions.';

/**
 * The admin's user list with Impersonate buttons (docs/behaviour/platform.md §2.7): each asks why first,
 * and the admin's own row has none.
 */
export function ImpersonationPage() {
  const users = useAdminUsers();
  const impersonateMutation = useImpersonate();
  const { toast } = useToast();
  const navigate = useNavigate();

  const self = useCurrentUser().data;
  const [asking, setAsking] = useState<AdminUserRecord | null>(null);

  function impersonate(user: AdminUserRecord, reason: string) {
    impersonateMutation.mutate(
      { userId: user.id, reason },
      {
        onSuccess: ({ user: viewed }) => {
          setAsking(null);
          toast({ title: 'Impersonation Started', description: `Now viewing as ${viewed.email}` });
          void navigate(paths.home.href());
        },
        onError: (error) =>
          toast({
            title: 'Impersonation Failed',
            description: errorMessage(error, 'Failed to impersonate user'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">User Impersonation</h1>
        <p className="text-muted-foreground">
          View the product as another user to help them with their account.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>All Users{users.data ? ` (${users.data.length})` : ''}</CardTitle>
          <CardDescription>Impersonate a user to see exactly what they see.</CardDescription>
        </CardHeader>
        <CardContent>
          {users.isPending && <Spinner label="Loading users" />}
          {users.isError && (
            <p role="alert" className="text-destructive">
              {USERS_LOAD_FAILURE}
            </p>
          )}
          {users.data && (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {users.data.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  self={user.id === self?.id}
                  onImpersonate={setAsking}
                  pending={impersonateMutation.isPending}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ReasonDialog
        user={asking}
        onCancel={() => setAsking(null)}
        onStart={impersonate}
        pending={impersonateMutation.isPending}
      />
    </main>
  );
}
