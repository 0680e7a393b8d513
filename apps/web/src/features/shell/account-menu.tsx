import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useToast } from '@/components/ui/use-toast';
import { displayName, type CurrentUser } from '@/lib/auth';
import { paths } from '@/paths';
import { useLogout } from '@/api/logout';

/** Up to two initials of the name, else the first letter of the email. */
export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromName = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return fromName || user.email.charAt(0).toUpperCase();
}

/**
 * The account menu at the right of the top bar on every signed-in page: who is signed in, Settings,
 * Team and Integrations (members), and Sign Out (docs/behaviour/platform.md §2.4's Sign Out, now on every page). On phones the trigger shows
 * only the initials.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const logoutMutation = useLogout();
  const { toast } = useToast();
  const navigate = useNavigate();
  const name = displayName(user);

  function signOut() {
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Goodbye!' });
        void navigate(paths.home.href());
      },
      onError: (error) =>
        toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
    });
  }

  return (
    <DropdownMenu>
      {/* Named by its own (screen-reader) text rather than an aria-label, so the name always contains
          what is seen: the initials and the name beside them are decoration of the same words. */}
      <DropdownMenuTrigger className="ml-auto flex h-11 min-w-0 items-center gap-2 rounded-full px-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:pr-3">
        <span className="sr-only">{`Account menu: ${name ?? user.email}`}</span>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initialsOf(user)}
        </span>
        <span aria-hidden="true" className="hidden max-w-48 truncate text-sm font-medium sm:block">
          {name ?? user.email}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {name !== null && <span className="block font-medium break-words">{name}</span>}
          <span className="block break-all text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account.href()}>Settings</Link>
        </DropdownMenuItem>
        {user.membership === 'member' && (
          <>
            <DropdownMenuItem asChild>
              <Link to={paths.members.href()}>Team</Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={paths.integrations.href()}>Integrations</Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem disabled={logoutMutation.isPending} onSelect={signOut}>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
