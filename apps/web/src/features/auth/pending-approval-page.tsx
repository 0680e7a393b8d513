import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/auth';
import { useLogout } from '@/api/logout';
import { paths } from '@/paths';
import { AuthCard } from './auth-card';

/**
 * What a confirmed account sees while a member of its organisation has not let it in (or refused
 * it): no jobs or candidates, an explanation, and Sign Out.
 */
export function PendingApprovalPage() {
  const user = useCurrentUser().data;
  const logout = useLogout();
  const navigate = useNavigate();
  const { toast } = useToast();
  const refused = user?.membership === 'refused';
  const domain = user?.organisationDomain ?? user?.email.split('@')[1] ?? 'your organisation';
  return (
    <AuthCard title={refused ? 'Your request was declined' : 'Waiting for approval'}>
      <div className="flex flex-col gap-4 text-sm">
        {refused ? (
          <p>
            A member of <strong>{domain}</strong> declined your request to join. Ask a colleague to invite{' '}
            <strong className="break-all">{user?.email}</strong> if this was a mistake.
          </p>
        ) : (
          <p>
            Your address is confirmed. Colleagues at <strong>{domain}</strong> already use Sauti, so one of
            them needs to approve you before you see your team&apos;s jobs and candidates. We have told them
            by mail; a colleague can also invite you from their Team page.
          </p>
        )}
        <Button
          variant="outline"
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => {
                toast({ title: 'Goodbye!' });
                void navigate(paths.home.href());
              },
            })
          }
        >
          Sign Out
        </Button>
      </div>
    </AuthCard>
  );
}
