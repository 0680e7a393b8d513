import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A labelled figure in a small card; the label is a heading so tests and readers find it. */
export function StatTile({
  label,
  value,
  caption,
  className,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('p-4', className)}>
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="mt-1 text-2xl font-semibold">{value}</p>
      {caption !== undefined && <p className="mt-1 text-xs text-muted-foreground">{caption}</p>}
    </Card>
  );
}

/** A horizontal bar filled to `value` percent (clamped to 0-100). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${clamped}%` }} />
    </div>
  );
}

/** A coloured notice box for the Scores & Outcomes banners and empty states. */
export function Banner({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'warning' | 'success';
  title: string;
  children: ReactNode;
}) {
  const tones = {
    info: 'border-border bg-muted',
    warning: 'border-warning bg-warning-soft',
    success: 'border-success bg-success-soft',
  } as const;
  return (
    <div role="note" aria-label={title} className={cn('rounded-lg border p-4', tones[tone])}>
      <p className="font-medium">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}

/** The inline text of a failed load. */
export function LoadError({ children }: { children: string }) {
  return (
    <p role="alert" className="text-destructive">
      {children}
    </p>
  );
}
