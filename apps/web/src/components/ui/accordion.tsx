import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Root of an accordion (Radix). */
export const Accordion = AccordionPrimitive.Root;

/** One collapsible section. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-border', className)} {...props} />;
}

/** The button that opens and closes an {@link AccordionItem}. */
export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 py-4 text-left font-medium',
          'focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
        {...props}
      >
        {children}
        <span aria-hidden="true" className="transition-transform group-data-[state=open]:rotate-45">
          +
        </span>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/** The text revealed by an {@link AccordionTrigger}. */
export function AccordionContent({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return <AccordionPrimitive.Content className={cn('pb-4 text-muted-foreground', className)} {...props} />;
}
