import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** How long the pointer rests on a trigger before its tooltip opens (docs/behaviour/platform.md §9). */
export const TOOLTIP_DELAY_MS = 700;
/** Within this time after one tooltip closes, the next opens at once (docs/behaviour/platform.md §9). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Shares the tooltip delays of the spec with every tooltip below it; mounted once in the app. */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      {...props}
    />
  );
}

/** Root of one tooltip (Radix). */
export const Tooltip = TooltipPrimitive.Root;
/** The element the tooltip describes. */
export const TooltipTrigger = TooltipPrimitive.Trigger;

/** The tooltip bubble. */
export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
