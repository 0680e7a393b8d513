import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { hasNoErrors, validateNewPassword, type PasswordErrors } from '@/lib/password-rules';
import { paths } from '@/paths';
import { AuthCard } from './auth-card';
import { useResetPassword } from './use-reset-password';

/** Texts of the reset page (docs/behaviour/platform.md §5, §8). */
export const RESET_TEXTS = {
  missingToken: 'Invalid or missing reset token. Please request a new password reset link.',
  success: 'Password reset successfully! Redirecting to login...',
  failure: 'Failed to reset password. The link may have expired.',
} as const;
/** Wait before the page goes to /login after a successful reset (docs/behaviour/platform.md §9). */
export const RESET_REDIRECT_DELAY_MS = 3000;

function RequestNewLink() {
  return (
    <Link to={paths.forgotPassword.href()} className="text-primary hover:underline">
      Request New Reset Link
    </Link>
  );
}

/** Set a new password from the emailed link's ?token (docs/behaviour/platform.md §2.10). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const resetMutation = useResetPassword();
  const navigate = useNavigate();
  const succeeded = resetMutation.isSuccess;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.login.href()), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <p role="alert" className="rounded-lg bg-destructive-soft p-4 text-destructive">
          {RESET_TEXTS.missingToken}
        </p>
        <div className="mt-6 text-center text-sm">
          <RequestNewLink />
        </div>
      </AuthCard>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (hasNoErrors(found) && token) resetMutation.mutate({ token, newPassword: values.newPassword });
  }

  const failure = resetMutation.isError
    ? (isApiError(resetMutation.error) && resetMutation.error.body?.message) || RESET_TEXTS.failure
    : null;

  return (
    <AuthCard title="Reset your password" description="Choose a new password for your account.">
      {succeeded ? (
        <p role="status" className="rounded-lg bg-success-soft p-4 text-success">
          {RESET_TEXTS.success}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {failure !== null && (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-lg bg-destructive-soft p-4 text-destructive"
            >
              <p>{failure}</p>
              <RequestNewLink />
            </div>
          )}
          <FormField label="New password" error={errors.newPassword}>
            <PasswordInput
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
            />
          </FormField>
          <FormField label="Confirm password" error={errors.confirmPassword}>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
            />
          </FormField>
          <Button type="submit" disabled={resetMutation.isPending}>
            {resetMutation.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      )}
      <div className="mt-6 text-center text-sm">
        <Link to={paths.login.href()} className="text-primary hover:underline">
          Back to login
        </Link>
      </div>
    </AuthCard>
  );
}
