import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, pathForScreenName } from '@/paths';

/** Home for a user with no jobs yet (docs/behaviour/platform.md §2.4). */
export function EmptyState({ firstName }: { firstName: string | null }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center">
      <h1 className="text-2xl font-semibold">Welcome to Sauti{firstName ? `, ${firstName}` : ''}!</h1>
      <p className="max-w-xl text-muted-foreground">
        Create a job with voice interview questions, share the link with candidates, and review scored answers
        as they come in.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={pathForScreenName('hr-portal')} className={buttonClasses('primary')}>
          Create Your First Job
        </Link>
        <Link to={paths.dashboard.href()} className={buttonClasses('outline')}>
          Explore Dashboard
        </Link>
      </div>
    </section>
  );
}
