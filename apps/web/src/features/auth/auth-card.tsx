import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/paths';

/** The centred card the signed-out account screens share, under the product name. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-4">
      <Link to={paths.home.href()} className="text-xl font-bold text-primary">
        Sauti
      </Link>
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-xs">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description !== undefined && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
