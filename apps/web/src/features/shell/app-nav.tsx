import { useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { CurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';
import { AccountMenu } from './account-menu';
import { navLinksFor } from './nav-links';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-secondary text-secondary-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

function Links({ user, onNavigate }: { user: CurrentUser | null | undefined; onNavigate?: () => void }) {
  return navLinksFor(user).map(({ label, href }) => (
    <RouterNavLink key={href} to={href} end className={linkClasses} onClick={onNavigate}>
      {label}
    </RouterNavLink>
  ));
}

/** The main navigation: a bar from 768px up, a side drawer below (docs/behaviour/platform.md §2.5). */
export function AppNav({ user }: { user: CurrentUser | null | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation menu">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </Button>
          </SheetTrigger>
          <SheetContent>
            <SheetTitle className="text-lg font-semibold">Sauti</SheetTitle>
            <SheetDescription className="sr-only">Main navigation</SheetDescription>
            <nav aria-label="Main" className="flex flex-col gap-1">
              <Links user={user} onNavigate={() => setOpen(false)} />
            </nav>
          </SheetContent>
        </Sheet>
        <RouterNavLink to={paths.home.href()} className="text-lg font-bold text-primary">
          Sauti
        </RouterNavLink>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Links user={user} />
        </nav>
        {user && <AccountMenu user={user} />}
      </div>
    </header>
  );
}
