import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';

/** Shown for any route the app does not know (docs/behaviour/platform.md §2.1); its tab title comes from document-title.ts. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist.</p>
      <Link to={paths.home.href()} className={buttonClasses('outline')}>
        Go to the home page
      </Link>
    </main>
  );
}
