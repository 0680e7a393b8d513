import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { StrokeIcon } from './stroke-icon';

/** A password input with a show/hide toggle (sign-in page, docs/behaviour/platform.md §2.3, and the other password forms). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted-foreground hover:text-foreground"
      >
        <EyeIcon crossed={visible} />
        {/* Named by content, not aria-label, so "find the field labelled Password" finds one element. */}
        <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </StrokeIcon>
  );
}
