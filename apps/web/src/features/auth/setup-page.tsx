import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SetupInput } from '@sauti/core/contract/setup';
import { PASSWORD_MESSAGES } from '@sauti/core/contract/password';
import { AccountIdentityFields } from '@/components/account-identity/account-identity-fields';
import { NotFoundPage } from '@/components/not-found-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/paths';
import { AuthCard } from './auth-card';
import { useCompleteSetup, useSetupStatus } from './use-setup';

const emptyForm: SetupInput = { code: '', firstName: '', lastName: '', email: '', password: '' };

/** The field a refusal is about (`issues[0].path`), so its message stands under that field. */
function fieldOf(error: unknown): keyof SetupInput | null {
  const path = isApiError(error) ? error.body?.field : null;
  return path === 'code' || path === 'email' || path === 'password' ? path : null;
}

/**
 * First-run setup (`/setup`, docs/behaviour/platform.md §19): on a fresh install with no
 * administrator, the operator creates one with the one-time code the server printed in its log.
 * Once an administrator exists this is the 404 page, as if it had never been.
 */
export function SetupPage() {
  const status = useSetupStatus();
  const complete = useCompleteSetup();
  const [form, setForm] = useState(emptyForm);
  const [refusal, setRefusal] = useState<{ field: keyof SetupInput | null; message: string } | null>(null);
  const { toast } = useToast();
  const navigate = useNavigate();

  if (status.isPending)
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </main>
    );
  if (status.data === null || status.isError) return <NotFoundPage />;

  const update = (field: keyof SetupInput, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };
  const errorAt = (field: keyof SetupInput) => (refusal?.field === field ? refusal.message : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    complete.mutate(
      { ...form, code: form.code.trim(), email: form.email.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Administrator created', description: 'You are signed in as the administrator.' });
          void navigate(paths.home.href());
        },
        onError: (error) => {
          const message = errorMessage(error, 'Please try again');
          setRefusal({ field: fieldOf(error), message });
          if (!fieldOf(error)) toast({ title: 'Not set up', description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <AuthCard
      title="Set up Sauti"
      description="This installation has no administrator yet. Create the administrator's account with the one-time setup code the server printed in its log when it started."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          label="Setup code"
          error={errorAt('code')}
          hint="From the line 'No administrator yet' of the server's log"
        >
          <Input
            name="code"
            autoComplete="off"
            spellCheck={false}
            required
            className="font-mono"
            value={form.code}
            onChange={(e) => update('code', e.target.value)}
          />
        </FormField>
        <AccountIdentityFields values={form} onChange={update} forSelf />
        {errorAt('email') && <p className="-mt-2 text-sm text-destructive">{errorAt('email')}</p>}
        <FormField label="Password" error={errorAt('password')} hint={PASSWORD_MESSAGES.adminTooShort}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(e) => update('password', e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={complete.isPending}>
          {complete.isPending ? 'Creating the administrator...' : 'Create the administrator'}
        </Button>
      </form>
    </AuthCard>
  );
}
