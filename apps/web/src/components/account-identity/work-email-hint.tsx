import { isWorkEmail, WORK_EMAIL_MESSAGE, WORK_EMAIL_VALID_TEXT } from '@sauti/core/rules/work-email';

/** The live check under a work-email field; null while the field is empty (docs/behaviour/platform.md §5). */
export function workEmailHint(email: string): { ok: boolean; text: string } | null {
  if (email.trim() === '') return null;
  return isWorkEmail(email.trim())
    ? { ok: true, text: WORK_EMAIL_VALID_TEXT }
    : { ok: false, text: WORK_EMAIL_MESSAGE };
}

/** Renders {@link workEmailHint}, green when valid and red otherwise. */
export function WorkEmailHint({ email }: { email: string }) {
  const hint = workEmailHint(email);
  if (hint === null) return null;
  return (
    <p role="status" className={hint.ok ? 'text-success' : 'text-destructive'}>
      {hint.text}
    </p>
  );
}
