import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToastsBelow } from '@/components/ui/toast-offset';
import { useToast } from '@/components/ui/use-toast';
import { displayName, type CurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import { useExitImpersonation } from './use-exit-impersonation';

/**
 * True while an admin views the product as this user. The administrator account itself never
 * counts as impersonated (docs/behaviour/platform.md §2.6).
 */
export function isImpersonating(
  user: Pick<CurrentUser, 'isAdmin' | 'impersonatedBy'> | null | undefined,
): boolean {
  return user != null && user.impersonatedBy != null && user.isAdmin !== true;
}

/** The banner on every page while an admin views the product as another user (docs/behaviour/platform.md §2.6). */
export function ImpersonationBanner({ user }: { user: CurrentUser | null | undefined }) {
  if (!user || !isImpersonating(user)) return null;
  return <Banner user={user} />;
}

/** The banner itself; toasts keep below it so they never cover Exit Impersonation. */
function Banner({ user }: { user: CurrentUser }) {
  const exitMutation = useExitImpersonation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useToastsBelow(ref);
  const name = displayName(user);

  function exit() {
    exitMutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Impersonation Ended' });
        void navigate(paths.adminImpersonation.href());
      },
      onError: (error) =>
        toast({
          title: 'Failed to Exit Impersonation',
          description: errorMessage(error, 'Something went wrong'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div
      ref={ref}
      data-testid="impersonation-banner"
      className="flex flex-wrap items-center justify-between gap-2 bg-warning-soft px-4 py-2 text-sm text-warning"
    >
      <p>
        <span className="font-semibold">Admin View: You&apos;re viewing as</span>{' '}
        <span className="font-medium">{user.email}</span>
        {name !== null && <span> ({name})</span>}
      </p>
      <Button size="sm" variant="outline" onClick={exit} disabled={exitMutation.isPending}>
        Exit Impersonation
      </Button>
    </div>
  );
}
