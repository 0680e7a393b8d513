import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/paths';
import { useVerifyEmail } from './use-verify-email';

/**
 * The page of the confirmation link (/verify-email?token=…): confirms the address once, which
 * creates the account and signs it in, then goes home (a colleague still waiting for approval
 * sees that there).
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const { toast } = useToast();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // once: a second use of the link would be refused
    verify.mutate(token, {
      onSuccess: () => {
        toast({ title: 'Account created!' });
        void navigate(paths.home.href(), { replace: true });
      },
    });
  }, [token, verify, navigate, toast]);

  if (!token || verify.isError) {
    const message =
      (isApiError(verify.error) && verify.error.body?.message) ||
      'This confirmation link is incomplete. Please open the whole link from the mail.';
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
  return (
    <AuthCard title="Confirming your email…">
      <div className="flex justify-center p-4">
        <Spinner />
      </div>
    </AuthCard>
  );
}
