import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';

function PageMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 p-8 text-center">
      <section role="alert" className="flex flex-col items-center gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
      </section>
      {children}
    </main>
  );
}

/** The dashboard could not be loaded (docs/behaviour/review.md §2.2). */
export function DashboardError() {
  return (
    <PageMessage title="Error Loading Dashboard" text="Unable to load dashboard data. Please try again.">
      <Link to={paths.hr.href()} className={buttonClasses('primary')}>
        Return to HR Portal
      </Link>
    </PageMessage>
  );
}

/** The job of the route does not exist (docs/behaviour/review.md §2.2). */
export function JobNotFound() {
  return (
    <PageMessage title="Job Not Found" text="The requested job could not be found.">
      <Link to={paths.dashboard.href()} className={buttonClasses('outline')}>
        Back to Jobs
      </Link>
    </PageMessage>
  );
}
