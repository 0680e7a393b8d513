import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A native checkbox with a visible label beside it; the whole label is the target. `large` is for a
 * box a phone user must find and tick (the candidate's consent): a 24 px box instead of 16 px.
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  className,
  large = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  large?: boolean;
}) {
  return (
    <label className={cn('inline-flex min-h-11 items-center gap-2 text-sm', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn('shrink-0 accent-primary', large ? 'size-6' : 'size-4')}
        {...props}
      />
      {label}
    </label>
  );
}
