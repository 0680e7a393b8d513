import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SUPPORT_EMAIL, supportMailto } from '@/lib/contact';
import { paths } from '@/paths';
import { AuthCard } from './auth-card';
import { useForgotPassword } from './use-forgot-password';

/** Shown whatever the outcome, so the page never tells whether an account exists (docs/behaviour/platform.md §8). */
export const FORGOT_PASSWORD_CONFIRMATION =
  "If an account exists with that email, we've sent a password reset link. Please check your inbox.";
/** The forgot-password validation message (docs/behaviour/platform.md §5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Request a reset link (docs/behaviour/platform.md §2.10). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState(false);
  const forgotMutation = useForgotPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_SHAPE.test(email.trim())) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setEmailError(undefined);
    // The same confirmation follows success and failure alike.
    forgotMutation.mutate(email.trim(), { onSettled: () => setSent(true) });
  }

  function tryAnotherEmail() {
    setSent(false);
    setEmail('');
    forgotMutation.reset();
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description={sent ? undefined : "Enter your email and we'll send you a link to reset your password."}
    >
      {sent ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-lg bg-success-soft p-4 text-success">
            {FORGOT_PASSWORD_CONFIRMATION}
          </p>
          <Button variant="outline" onClick={tryAnotherEmail}>
            Try Another Email
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Email" error={emailError}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={forgotMutation.isPending}>
            {forgotMutation.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <div className="mt-6 flex flex-col items-center gap-2 text-sm">
        <Link to={paths.login.href()} className="text-primary hover:underline">
          Back to login
        </Link>
        <p className="text-muted-foreground">
          Need help? Contact{' '}
          <a href={supportMailto} className="text-primary underline underline-offset-4">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </AuthCard>
  );
}
