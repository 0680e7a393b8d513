import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A form label. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}
