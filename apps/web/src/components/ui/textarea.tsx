import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text input; 16px text so phones do not zoom in on focus. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground',
        'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1',
        'focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
