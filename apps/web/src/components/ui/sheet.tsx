import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { ModalPanel } from './dialog';

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
export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      className={cn(
        'fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto',
        className,
      )}
      {...props}
    />
  );
}
