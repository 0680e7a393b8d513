import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A text input; 16px text so phones do not zoom in on focus. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground',
        'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1',
        'focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
