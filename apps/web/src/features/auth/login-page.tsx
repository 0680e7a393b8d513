import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/paths';
import { AuthCard } from './auth-card';
import { loginErrorToast } from './auth-errors';
import { useLogin } from './use-login';
import { useSetupStatus } from './use-setup';

/** The sign-in page (docs/behaviour/platform.md §2.3). */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const { toast } = useToast();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast({ title: 'Welcome back!' });
          void navigate(paths.home.href());
        },
        onError: (error) => toast({ ...loginErrorToast(error), variant: 'destructive' }),
      },
    );
  }

  const setupOpen = useSetupStatus().data?.open === true;
  return (
    <AuthCard title="Sign in" description="Sign in to manage your jobs and voice interviews.">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField label="Password">
          <PasswordInput
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <Link to={paths.forgotPassword.href()} className="self-end text-sm text-primary hover:underline">
          Forgot your password?
        </Link>
        <Button type="submit" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={paths.register.href()} className="text-primary underline underline-offset-4">
          Create an account
        </Link>
      </p>
      {setupOpen && (
        <p role="note" className="mt-4 rounded-md bg-muted p-3 text-sm">
          This installation has no administrator yet.{' '}
          <Link to={paths.setup.href()} className="text-primary underline underline-offset-4">
            Set up the administrator
          </Link>{' '}
          with the code from the server&apos;s log.
        </p>
      )}
    </AuthCard>
  );
}
