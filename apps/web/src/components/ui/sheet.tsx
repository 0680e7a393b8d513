import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Root of a side drawer (a Radix dialog sliding in from the left). */
export const Sheet = DialogPrimitive.Root;
/** The element that opens the {@link Sheet}. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** An element that closes the {@link Sheet}. */
export const SheetClose = DialogPrimitive.Close;
/** The drawer's accessible title. */
export const SheetTitle = DialogPrimitive.Title;
/** The drawer's accessible description. */
export const SheetDescription = DialogPrimitive.Description;

/** The drawer panel with its overlay, full height on the left edge. */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-foreground/40" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-surface p-5 shadow-lg',
          'focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
