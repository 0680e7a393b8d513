import { cn } from '@/lib/cn';

/** A spinning ring announced to screen readers as a loading status. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
    </span>
  );
}

/** A spinner centred on the whole screen, shown instead of a page while it loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
