import { cn } from '@/lib/cn';

/**
 * A value to copy (an interview link, a new API key, a signing secret): read-only, selected whole
 * on focus so it can be copied by hand where the clipboard is refused, 44 px tall, and never
 * wider than its box on a phone. Secrets show in a monospace font, where 0/O and l/1 differ.
 */
export function CopyableValue({
  label,
  value,
  secret = false,
  className,
}: {
  /** The field's accessible name. */
  label: string;
  value: string;
  secret?: boolean;
  className?: string;
}) {
  return (
    <input
      readOnly
      aria-label={label}
      value={value}
      onFocus={(e) => e.currentTarget.select()}
      className={cn(
        'min-h-11 w-full min-w-0 rounded-md border border-border bg-background px-3 text-foreground',
        secret ? 'font-mono text-sm' : 'text-base',
        className,
      )}
    />
  );
}
