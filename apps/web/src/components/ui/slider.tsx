import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A range input (role slider); pass min, max, step and an accessible name. */
export function Slider({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: number;
  onValueChange: (value: number) => void;
}) {
  return (
    <input
      type="range"
      value={value}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className={cn('h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed', className)}
      {...props}
    />
  );
}
