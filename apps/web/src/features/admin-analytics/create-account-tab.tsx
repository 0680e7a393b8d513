import { useState, type FormEvent } from 'react';
import { isWorkEmail, WORK_EMAIL_TOAST } from '@sauti/core/rules/work-email';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@sauti/core/contract/password';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { AccountIdentityFields } from '@/components/account-identity/account-identity-fields';
import type { CreateUserInput } from '@sauti/core/contract/accounts';
import { useCreateAccount } from './use-analytics-actions';

/** The password rule under the field (docs/behaviour/platform.md §5). */
export const MINIMUM_PASSWORD_TEXT = PASSWORD_MESSAGES.adminTooShort;

const emptyForm: CreateUserInput = { firstName: '', lastName: '', email: '', password: '' };
// 'Invalid Email: Please use a work email address' is a title and a text.
const [invalidTitle = '', invalidText = ''] = WORK_EMAIL_TOAST.split(': ');

/** Create Account: the admin opens an account for a company user (docs/behaviour/platform.md §2.8, §5). */
export function CreateAccountTab() {
  const [form, setForm] = useState(emptyForm);
  const [passwordTooShort, setPasswordTooShort] = useState(false);
  const createAccount = useCreateAccount();
  const { toast } = useToast();
  const email = form.email.trim();
  const emailOk = isWorkEmail(email);

  const update = (field: keyof CreateUserInput) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!emailOk) {
      toast({ title: invalidTitle, description: invalidText, variant: 'destructive' });
      return;
    }
    const tooShort = form.password.length < PASSWORD_MIN_LENGTH;
    setPasswordTooShort(tooShort);
    if (tooShort || form.firstName.trim() === '' || form.lastName.trim() === '') return;
    const account = { ...form, email, firstName: form.firstName.trim(), lastName: form.lastName.trim() };
    createAccount.mutate(account, {
      onSuccess: () => {
        toast({ title: 'Account Created', description: `Successfully created account for ${email}` });
        setForm(emptyForm);
      },
      onError: (error) =>
        toast({
          title: 'Account Creation Failed',
          description: errorMessage(error, 'Failed to create account'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Create Account</CardTitle>
        <CardDescription>
          Open an account for a company user. They sign in with these details.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Create account">
          <AccountIdentityFields
            values={form}
            onChange={(field, value) => update(field)(value)}
            forSelf={false}
          />
          <FormField
            label="Initial password"
            error={passwordTooShort ? MINIMUM_PASSWORD_TEXT : undefined}
            hint={passwordTooShort ? undefined : MINIMUM_PASSWORD_TEXT}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              value={form.password}
              onChange={(e) => update('password')(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={!emailOk || createAccount.isPending}>
            {createAccount.isPending ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
