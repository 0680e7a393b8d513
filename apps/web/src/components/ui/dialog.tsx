import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Root of a modal dialog (Radix): holds the open state. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the {@link Dialog}. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** An element that closes the {@link Dialog}. */
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal panel over a dimmed overlay with a close button; `className` sets where and how it sits.
 * Shared by {@link DialogContent} and the side drawer (sheet.tsx).
 */
export function ModalPanel({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-foreground/40" />
      <DialogPrimitive.Content
        className={cn('z-50 bg-surface p-5 shadow-lg focus-visible:outline-none', className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog panel with its overlay; a bottom sheet on phones, a centred box from `sm` up. */
export function DialogContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      className={cn(
        'fixed inset-x-0 bottom-0 max-h-[90dvh] overflow-y-auto rounded-t-2xl',
        'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
        className,
      )}
      {...props}
    />
  );
}

/** Title and description area of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1 pr-10', className)} {...props} />;
}

/** Action row of a dialog; buttons stack on phones. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible title. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
