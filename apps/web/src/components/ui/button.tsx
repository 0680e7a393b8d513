import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variantClasses = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-border bg-surface text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

// Every size keeps a 44px touch target for phones; a label too long for the width wraps inside
// the button (min-height, not height) instead of spilling out of it.
const sizeClasses = {
  sm: 'min-h-11 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-12 px-6 py-2 text-base',
  icon: 'size-11',
} as const;

/** Visual style of a {@link Button}. */
export type ButtonVariant = keyof typeof variantClasses;
/** Size of a {@link Button}. */
export type ButtonSize = keyof typeof sizeClasses;

/** Props of {@link Button}; `asChild` renders the child element (e.g. a router Link) as the button. */
export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
};

/** Class names of a button, for elements that look like one without being a {@link Button}. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cn(
    'inline-flex max-w-full items-center justify-center gap-2 rounded-lg text-center font-medium',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
  );
}

/** A button with the house variants. */
export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonClasses(variant, size), className)} {...props} />;
  return (
    <button
      // A button inside a form must not submit it unless asked to.
      type={type ?? 'button'}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
