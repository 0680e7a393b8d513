import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { hasNoErrors, validateChangePassword, type PasswordErrors } from '@/lib/password-rules';
import { useChangePassword } from './use-change-password';

/** Shown after a successful change (docs/behaviour/platform.md §8). */
export const PASSWORD_CHANGED_TEXT = 'Password changed successfully!';
/** How long the success message stays (docs/behaviour/platform.md §9). */
export const PASSWORD_CHANGED_VISIBLE_MS = 5000;

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof emptyValues;

const fields: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', autoComplete: 'new-password' },
];

/** The change-password form of account settings (docs/behaviour/platform.md §2.9, §4, §5). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [success, setSuccess] = useState(false);
  const changeMutation = useChangePassword();
  const { toast } = useToast();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), PASSWORD_CHANGED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (!hasNoErrors(found)) return;
    changeMutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(emptyValues);
          setSuccess(true);
        },
        onError: (error) =>
          toast({
            title: 'Failed to change password',
            description: (isApiError(error) && error.body?.message) || 'Please try again',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {success && (
        <p role="status" className="rounded-lg bg-success-soft p-3 text-success">
          {PASSWORD_CHANGED_TEXT}
        </p>
      )}
      {fields.map(({ name, label, autoComplete }) => (
        <FormField key={name} label={label} error={errors[name]}>
          <PasswordInput
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        </FormField>
      ))}
      <Button type="submit" className="self-start" disabled={changeMutation.isPending}>
        {changeMutation.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  );
}
