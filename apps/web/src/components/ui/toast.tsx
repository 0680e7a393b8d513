import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Default display time of a toast in ms (docs/behaviour/platform.md §9). */
export const TOAST_DURATION_MS = 5000;
/** Toasts are swiped away to the right (docs/behaviour/platform.md §9). */
export const TOAST_SWIPE_DIRECTION = 'right';
/** Distance in px a swipe must travel to dismiss a toast (docs/behaviour/platform.md §9). */
export const TOAST_SWIPE_THRESHOLD = 50;
/** The key that moves focus to the toast area (docs/behaviour/platform.md §9). */
export const TOAST_HOTKEY = ['F8'];
/** Widest the toast area gets, in px (docs/behaviour/platform.md §9; the class below must match). */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

/** Holds the toast settings of the spec; mounted once by the Toaster. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      {...props}
    />
  );
}

/**
 * Where toasts appear: top centre on phones (clear of the keyboard), top right from `sm` up, so they
 * never cover the editors' bottom-right Save and Publish buttons; below a bar at the top
 * (the impersonation banner) when one is shown (see useToastsBelow; the class names its variable,
 * TOAST_TOP_OFFSET_VAR, literally because Tailwind reads class names from the source).
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      className={cn(
        'fixed inset-x-0 top-[var(--toast-top-offset,0px)] z-[100] mx-auto flex max-h-dvh w-full max-w-[420px] flex-col-reverse gap-2 p-4',
        'sm:right-0 sm:left-auto sm:mx-0',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses = {
  default: 'border-border bg-surface text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

/** One toast; `variant="destructive"` for failures. */
export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: keyof typeof variantClasses }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-12 shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

/** The toast's heading. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

/** The toast's text. */
export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

/** A button inside a toast; `altText` tells screen-reader users how to reach the action. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium',
        className,
      )}
      {...props}
    />
  );
}

/** The × that closes a toast: 44 px square, like every control a thumb must hit. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md text-lg opacity-70 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">×</span>
    </ToastPrimitive.Close>
  );
}
