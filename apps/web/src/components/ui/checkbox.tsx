import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox with a visible label beside it. */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label className={cn('inline-flex min-h-11 items-center gap-2 text-sm', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 accent-primary"
        {...props}
      />
      {label}
    </label>
  );
}
