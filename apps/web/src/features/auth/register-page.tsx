import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/paths';
import { AccountIdentityFields } from '@/components/account-identity/account-identity-fields';
import { AuthCard } from './auth-card';
import type { CheckInboxState } from './check-inbox-page';
import { registrationErrorToast } from './auth-errors';
import type { RegisterInput } from '@sauti/core/contract/accounts';
import { useRegister } from './use-register';

const emptyForm: RegisterInput = { firstName: '', lastName: '', email: '' };

/**
 * The registration page at /register: a new account needs a work email (docs/behaviour/platform.md §5).
 * No password here: whoever opens the mailed link chooses it on the confirmation page, so nobody
 * who types someone else's address can decide the password of their account
 * (docs/behaviour/platform.md §2.3).
 */
export function RegisterPage() {
  // An invitation links here with the invited address filled in.
  const [params] = useSearchParams();
  const [form, setForm] = useState({ ...emptyForm, email: params.get('email') ?? '' });
  const registerMutation = useRegister();
  const { toast } = useToast();
  const navigate = useNavigate();

  const update = (field: keyof RegisterInput) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = form.email.trim();
    registerMutation.mutate(
      { ...form, email, firstName: form.firstName.trim(), lastName: form.lastName.trim() },
      {
        onSuccess: (answer) => {
          const state: CheckInboxState = {
            email,
            ...(answer?.mailDelivery ? { mailDelivery: answer.mailDelivery } : {}),
          };
          void navigate(paths.checkInbox.href(), { state });
        },
        onError: (error) => toast({ ...registrationErrorToast(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Use your work email to start hiring with voice interviews."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <AccountIdentityFields values={form} onChange={(field, value) => update(field)(value)} forSelf />
        <p className="text-sm text-muted-foreground">
          We mail you a link to confirm the address; you choose your password when you open it.
        </p>
        <Button type="submit" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login.href()} className="text-primary underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
