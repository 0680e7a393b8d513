import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { hasNoErrors, validateNewPassword, type PasswordErrors } from '@/lib/password-rules';
import { paths } from '@/paths';
import { AuthCard } from './auth-card';
import { registrationErrorToast } from './auth-errors';
import { useCheckVerifyLink, useConfirmAccount } from './use-verify-email';

/** Said when the page was opened without the whole link. */
const INCOMPLETE_LINK = 'This confirmation link is incomplete. Please open the whole link from the mail.';

/** Why a link cannot be used, and what to do instead. */
function LinkRefused({ message }: { message: string }) {
  return (
    <AuthCard title="Confirm your email">
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <p className="mt-4 flex gap-4 text-sm">
        <Link to={paths.login.href()} className="text-primary underline underline-offset-4">
          Sign in
        </Link>
        <Link to={paths.register.href()} className="text-primary underline underline-offset-4">
          Register again
        </Link>
      </p>
    </AuthCard>
  );
}

const apiMessage = (error: unknown) => (isApiError(error) && error.body?.message) || null;

/**
 * The page of the confirmation link (/verify-email?token=…). Whoever opens it holds the mailbox,
 * so that person chooses the password here (docs/behaviour/platform.md §2.3): the page shows whose
 * link it is and the names typed when registering (to correct), asks for the password twice,
 * then creates the account, signs it in and goes home.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useCheckVerifyLink();
  const confirm = useConfirmAccount();
  const navigate = useNavigate();
  const { toast } = useToast();
  const checked = useRef(false);
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [passwords, setPasswords] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});

  useEffect(() => {
    if (!token || checked.current) return;
    checked.current = true; // once: the answer fills the form
    check.mutate(token, {
      onSuccess: (pending) =>
        setNames({ firstName: pending.firstName ?? '', lastName: pending.lastName ?? '' }),
    });
  }, [token, check]);

  if (!token) return <LinkRefused message={INCOMPLETE_LINK} />;
  if (check.isError) return <LinkRefused message={apiMessage(check.error) ?? INCOMPLETE_LINK} />;
  if (confirm.isError && confirm.error && isApiError(confirm.error) && confirm.error.status === 409) {
    return <LinkRefused message={apiMessage(confirm.error) ?? INCOMPLETE_LINK} />;
  }
  if (!check.data) {
    return (
      <AuthCard title="Confirming your email…">
        <div className="flex justify-center p-4">
          <Spinner />
        </div>
      </AuthCard>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(passwords);
    setErrors(found);
    if (!hasNoErrors(found) || !token) return;
    confirm.mutate(
      {
        token,
        password: passwords.newPassword,
        firstName: names.firstName.trim(),
        lastName: names.lastName.trim(),
      },
      {
        onSuccess: () => {
          toast({ title: 'Account created!' });
          void navigate(paths.home.href(), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return; // the link is shown as refused
          toast({ ...registrationErrorToast(error), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <AuthCard
      title="Finish creating your account"
      description="Your address is confirmed by this link. Choose the password you will sign in with."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm">
          Work email: <strong className="break-all">{check.data.email}</strong>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name">
            <Input
              name="firstName"
              autoComplete="given-name"
              required
              value={names.firstName}
              onChange={(e) => setNames((n) => ({ ...n, firstName: e.target.value }))}
            />
          </FormField>
          <FormField label="Last name">
            <Input
              name="lastName"
              autoComplete="family-name"
              required
              value={names.lastName}
              onChange={(e) => setNames((n) => ({ ...n, lastName: e.target.value }))}
            />
          </FormField>
        </div>
        <FormField label="Password" error={errors.newPassword}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={passwords.newPassword}
            onChange={(e) => setPasswords((p) => ({ ...p, newPassword: e.target.value }))}
          />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword}>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={passwords.confirmPassword}
            onChange={(e) => setPasswords((p) => ({ ...p, confirmPassword: e.target.value }))}
          />
        </FormField>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
