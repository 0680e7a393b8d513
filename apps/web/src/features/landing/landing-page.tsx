import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';

/** Placeholder of the landing page for signed-out visitors (platform spec §2.2). */
export function LandingPage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <h1 className="text-3xl font-semibold">Sauti</h1>
      <p className="text-muted-foreground">Voice interviews for hiring teams.</p>
      <Link to={paths.login.href()} className={buttonClasses('primary')}>
        Sign In
      </Link>
    </main>
  );
}
